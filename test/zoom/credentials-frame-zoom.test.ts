/**
 * The backend's credentials frame (widget-api.md, section 5b) at 200% browser zoom (WCAG 1.4.4;
 * 1.4.10 at its 320 CSS px). A window 640 × 960 device px at 200% has a viewport of 320 × 480
 * CSS px, each 2 device px, in the page and in its frames alike: the zoom group's browsers have
 * 2 device px to the CSS px (web-test-runner.config.mjs) and the viewport is set to that size,
 * media queries and pixel rounding included, where CSS `zoom` on each root would leave both as
 * at 100% and could not reach into the frame. The frame's content must stay whole with no
 * scrollbar inside the frame: its height follows its content, the bank's error too.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { heading } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import { framedAuthorisation, refusedCredentials, shownFrame } from '../support/credentials-frame-flow.js';
import { untilFits } from '../support/frame-commands.js';
import { addStylesheetLink, removePageStyles } from '../support/page-styles.js';

/** Whether the iframe lies across the page's viewport, none of it off the sides. */
function expectWithinViewport(frame: HTMLIFrameElement) {
  const box = frame.getBoundingClientRect();
  expect(box.left).to.be.at.least(0);
  expect(box.right).to.be.at.most(document.documentElement.clientWidth);
}

describe('the backend’s credentials frame at 200% zoom', function () {
  // An attempt typed key by key.
  this.timeout(30_000);
  let origin: string;

  // A merchant's page of 320 × 480 CSS px, with the widgets' stylesheet.
  before(async () => {
    await setViewport({ width: 320, height: 480 });
    await addStylesheetLink('/styles/widgets.css');
  });

  after(removePageStyles);

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(() => {
    document.querySelectorAll('body > button').forEach((button) => button.remove());
  });

  it('shows all of its form, and the bank’s error, with no scrollbar inside the frame', async () => {
    expect(
      [window.devicePixelRatio, document.documentElement.clientWidth],
      'not at 200%: run it as `npm run test:browsers -- --group zoom`',
    ).to.deep.equal([2, 320]);
    const { flow } = await framedAuthorisation(origin);
    const frame = await shownFrame(flow);
    expect(heading(flow)).to.equal('Log in to S-Pankki');
    const form = await untilFits(frame, 'the form');
    // The frame is zoomed as the page is.
    expect(form.devicePixelRatio).to.equal(2);
    expect(form.viewportWidth).to.be.at.most(320);
    expectWithinViewport(frame);

    await refusedCredentials(flow, frame, 'wrong-secret-9');
    const withError = await untilFits(frame, 'the form with the bank’s error');
    expect(withError.contentHeight).to.be.above(form.contentHeight);
    expectWithinViewport(frame);
  });
});
