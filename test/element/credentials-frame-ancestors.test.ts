/**
 * Only the application's whitelisted origins may frame its credentials frame (widget-api.md,
 * section 5b: `frame-ancestors`). A merchant's page of a whitelisted origin, framed in its turn
 * by a site no application whitelists (127.0.0.1 for the tests' localhost: another host name is
 * another origin), would let that site show the bank's form inside its own page: the browser
 * must refuse the frame's document there. The same merchant page framed by a whitelisted site
 * shows the form, so what is refused is the site alone.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { backend } from '../support/backend.js';
import { newFramedAuthorisation, shortenFrameWait } from '../support/credentials-frame-flow.js';
import { FRAME_PAGE_PATH, framePageIn, type FramePage } from '../support/frame-page.js';

const FRAME_SCRIPT = '/auth/credentials-frame/frame.js';

/**
 * The first frame of that other site's page, once the frame page has loaded there: reachable by index
 * across origins, and readable as it is of this page's origin. Until then, a cross-origin
 * window refuses both an index it lacks and a look at its location.
 */
function framePageWindow(site: HTMLIFrameElement): Window | undefined {
  try {
    const view = site.contentWindow?.[0];
    const loaded = view?.location.pathname === FRAME_PAGE_PATH && view.document.readyState === 'complete';
    return loaded ? view : undefined;
  } catch {
    return undefined;
  }
}

describe('the credentials frame inside a site the application does not whitelist', function () {
  // The refusal is told by a wait for the frame's form that runs out.
  this.timeout(20_000);
  let origin: string;
  const sites: HTMLIFrameElement[] = [];

  /** The merchant's page, with the widgets, framed by a page of `siteOrigin`. */
  async function merchantPageInside(siteOrigin: string): Promise<FramePage> {
    const site = document.createElement('iframe');
    site.title = 'another site';
    site.width = '640';
    site.height = '640';
    const merchantPage = `${window.location.origin}${FRAME_PAGE_PATH}`;
    site.src = `${siteOrigin}/test/support/framing-page.html?page=${encodeURIComponent(merchantPage)}`;
    sites.push(site);
    document.body.append(site);
    await waitUntil(() => framePageWindow(site), 'the merchant page did not load', { timeout: 8000 });
    return framePageIn(framePageWindow(site) as Window);
  }

  async function requestedPaths(): Promise<string[]> {
    // Without the query: the frame names its files with their version (`?v=`).
    return (await backend.requests()).map(
      (request) => `${request.method} ${request.path.replace(/\?.*/, '')}`,
    );
  }

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(() => {
    for (const site of sites.splice(0)) site.remove();
  });

  it('is refused by the browser: the form never shows and the widget says CREDENTIALS_FRAME_BLOCKED', async () => {
    const otherSite = `http://127.0.0.1:${window.location.port}`;
    expect(otherSite).not.to.equal(window.location.origin);
    const page = await merchantPageInside(otherSite);
    // Long enough for a frame that the browser let through to say it is shown, in any engine.
    await shortenFrameWait(page, 3000);
    const id = await newFramedAuthorisation();
    const flow = page.mount('service-auth-flow', { origin, sandbox: true, locale: 'en', authorization: id });
    await flow.until('ready');
    await waitUntil(() => flow.of('error').length > 0, 'no error', { timeout: 8000 });

    expect(flow.of('error').map((event) => (event.detail as { error: string }).error)).to.deep.equal([
      'CREDENTIALS_FRAME_BLOCKED',
    ]);
    const frame = flow.element.querySelector('iframe');
    expect(frame?.hidden).to.equal(true);
    // Never sized by the frame's messages: its script never ran.
    expect(frame?.style.height).not.to.match(/px$/);
    expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(origin);
    expect(flow.element.querySelectorAll('input')).to.have.length(0);
    // The browser fetched the frame's document and refused to show it: nothing it links to was asked for.
    const paths = await requestedPaths();
    expect(paths).to.include(`GET /auth/credentials-frame/authorizations/${id}`);
    expect(paths).not.to.include(`GET ${FRAME_SCRIPT}`);
    expect(paths).not.to.include('GET /lib/widgets.css');
  });

  it('shows the form when the site around the merchant page is whitelisted too', async () => {
    const page = await merchantPageInside(window.location.origin);
    const id = await newFramedAuthorisation();
    const flow = page.mount('service-auth-flow', { origin, sandbox: true, locale: 'en', authorization: id });
    await flow.until('ready');
    const frame = () => flow.element.querySelector('iframe');
    await waitUntil(() => frame()?.style.height.endsWith('px'), 'the frame never said its form is shown', {
      timeout: 8000,
    });
    expect(frame()?.hidden).to.equal(false);
    expect(flow.of('error')).to.have.length(0);
  });
});
