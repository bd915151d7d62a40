/**
 * `npm run screenshot`: makes docs/images/widgets.png, the README's picture of the three
 * widgets side by side. It starts the demo on free ports, photographs each widget on its
 * playground page in Chromium, and lays the three photographs out on a page of their own in
 * the same browser, so no image library is needed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { startDemo, type RunningDemo } from '../demo/serve.js';
import { chromiumLaunchOptions } from './browsers.mjs';

const OUTPUT = fileURLToPath(new URL('../docs/images/widgets.png', import.meta.url));
/** A phone's width: the widgets as most PSUs see them, and a picture that stays small. */
const VIEWPORT = { width: 420, height: 900 };
const STEP_TIMEOUT_MS = 15_000;

interface Widget {
  tag: 'service-aspsp-list' | 'service-consent' | 'service-auth-flow';
  /** The playground page that shows it. */
  path: string;
  caption: string;
  /** Brings the widget to the step to show, and resolves once that step's content is there. */
  show(widget: Locator, page: Page): Promise<void>;
}

interface Photo {
  widget: Widget;
  png: Buffer;
}

const WIDGETS: readonly Widget[] = [
  {
    tag: 'service-aspsp-list',
    path: '/playground-aspsp-list.html',
    caption: 'Choose a bank',
    show: (widget) => widget.getByRole('option').first().waitFor(),
  },
  {
    tag: 'service-consent',
    path: '/playground-consent.html',
    caption: 'Consent',
    show: (widget) => widget.getByRole('button', { name: 'Confirm' }).waitFor(),
  },
  {
    tag: 'service-auth-flow',
    path: '/playground-auth-flow.html',
    caption: 'Authorise',
    async show(widget, page) {
      // The playground starts on an authorisation whose first step is the consent, shown
      // already; a licensed TPP at an embedded bank goes straight to the credentials form,
      // which the sandbox shows in its own frame (widget-api.md, section 5b).
      await page.locator('#tool-application').selectOption('sandbox-tpp');
      await page.locator('#tool-bank').selectOption('S-Pankki');
      await page.locator('#new-authorization').click();
      await widget.frameLocator('iframe').locator('input[name=username]').waitFor();
      // Sized by the frame's `ready`: the picture shows the whole form.
      await page.waitForFunction(() =>
        document.querySelector<HTMLIFrameElement>('service-auth-flow iframe')?.style.height.endsWith('px'),
      );
    },
  },
];

/** A PNG of one widget element, at its step with content. */
async function photograph(browser: Browser, demo: RunningDemo, widget: Widget): Promise<Buffer> {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1, colorScheme: 'light' });
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    await page.goto(new URL(widget.path, demo.url).href);
    const element = page.locator(widget.tag);
    await widget.show(element, page).catch((error: unknown) => {
      throw new Error(`${widget.tag} on ${widget.path} did not show its content: ${message(error)}`);
    });
    await imagesLoaded(element);
    return await element.screenshot({ animations: 'disabled' });
  } finally {
    await page.close();
  }
}

/**
 * Waits until every image in the element (the banks' logos) has loaded. The logos load
 * lazily, so the element is scrolled into view first; one that fails becomes a monogram.
 */
async function imagesLoaded(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await element.evaluate((root) =>
    Promise.all(
      [...root.querySelectorAll('img')].map((image) =>
        image.complete && image.src !== ''
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    ),
  );
}

/** The photographs side by side, each on a card with its tag, as one PNG. */
async function compose(browser: Browser, photos: readonly Photo[]): Promise<Buffer> {
  // A page of its own: about:blank has no CSP to refuse the data: URLs.
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, deviceScaleFactor: 1 });
  try {
    const cards = photos.map(
      ({ widget, png }) => `
        <figure data-tag="${widget.tag}">
          <figcaption><code>&lt;${widget.tag}&gt;</code> ${widget.caption}</figcaption>
          <img src="data:image/png;base64,${png.toString('base64')}" alt="" />
        </figure>`,
    );
    // setContent resolves on the load event, after the images have loaded.
    await page.setContent(`<!doctype html>
      <style>
        body { margin: 0; font: 15px system-ui, sans-serif; color: #1f2937; }
        main { display: inline-flex; align-items: flex-start; gap: 20px; padding: 20px; background: #eef1f5; }
        figure { margin: 0; padding-bottom: 8px; background: #fff; border-radius: 12px;
                 box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
        figcaption { padding: 16px 16px 0; font-weight: 600; }
        code { font-size: 14px; color: #1d4ed8; }
        img { display: block; }
        /* service-consent has no CSS of its own, so none of the others' padding: it gets it here. */
        [data-tag='service-consent'] img { padding: 16px; }
      </style>
      <main>${cards.join('')}</main>`);
    return await page.locator('main').screenshot();
  } finally {
    await page.close();
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  const demo = await startDemo({ port: 0, backendPort: 0, logLevel: 'error' });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions());
    const photos: Photo[] = [];
    for (const widget of WIDGETS) photos.push({ widget, png: await photograph(browser, demo, widget) });
    const png = await compose(browser, photos);
    await mkdir(dirname(OUTPUT), { recursive: true });
    await writeFile(OUTPUT, png);
    console.log(`Wrote ${OUTPUT} (${Math.round(png.length / 1024)} KB).`);
  } finally {
    await browser?.close();
    await demo.close();
  }
}

main().catch((error: unknown) => {
  console.error(`npm run screenshot failed: ${message(error)}`);
  process.exitCode = 1;
});
