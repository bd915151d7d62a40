/**
 * The browser tests: every test file in Chromium, Firefox and WebKit, against the mock
 * backend on its own origin. Run with `npm test` (which also runs the backend's HTTP tests)
 * or `npm run test:browsers -- --group unit|element|dist|leaks|forced-colors|cross-origin-frame|zoom`.
 */
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { chromiumLaunchOptions, debianBrowsers, hasDebianBrowser } from './scripts/browsers.mjs';
import { countReporter } from './scripts/count-reporter.mjs';
import { freePort, miniBrowserLauncher } from './scripts/webkit-driver.mjs';
import { mockBackendPlugin } from './test/support/backend-plugin.ts';
import { frameCommandsPlugin } from './test/support/frame-commands-plugin.ts';
import { touchPhonePlugin } from './test/support/touch-phone-plugin.ts';

/** Firefox with `devicePixelRatio` device px to the CSS px in every document (1 unless told). */
function firefoxLauncher(devicePixelRatio = 1) {
  const zoomed = devicePixelRatio !== 1;
  return hasDebianBrowser('firefox')
    ? // Playwright's Firefox mode needs its patched build; Puppeteer speaks WebDriver BiDi to Debian's.
      puppeteerLauncher({
        launchOptions: {
          browser: 'firefox',
          executablePath: debianBrowsers.firefox.binary,
          headless: true,
          ...(zoomed && { extraPrefsFirefox: { 'layout.css.devPixelsPerPx': String(devicePixelRatio) } }),
        },
      })
    : playwrightLauncher({
        product: 'firefox',
        ...(zoomed && {
          createBrowserContext: ({ browser }) => browser.newContext({ deviceScaleFactor: devicePixelRatio }),
        }),
      });
}

/** WebKit with `devicePixelRatio` device px to the CSS px in every document (1 unless told). */
async function webkitLauncher(devicePixelRatio = 1) {
  const zoomed = devicePixelRatio !== 1;
  return hasDebianBrowser('webkit')
    ? // MiniBrowser is a GTK application: GDK_SCALE is its display's scale.
      miniBrowserLauncher(zoomed ? { GDK_SCALE: String(devicePixelRatio) } : {})
    : playwrightLauncher({
        product: 'webkit',
        ...(zoomed && {
          createBrowserContext: ({ browser }) => browser.newContext({ deviceScaleFactor: devicePixelRatio }),
        }),
      });
}

const launchers = {
  chromium: () =>
    playwrightLauncher({
      product: 'chromium',
      // For the leak tests: a callable gc() and a heap size that is not rounded.
      launchOptions: chromiumLaunchOptions(['--js-flags=--expose-gc', '--enable-precise-memory-info']),
    }),
  firefox: () => firefoxLauncher(),
  webkit: () => webkitLauncher(),
};

/**
 * Browsers whose every document, cross-origin frames included, has 2 device px to the CSS px,
 * as at 200% zoom (a DevTools emulation of the page's pixel ratio stops at a frame of another
 * process): Chromium from its display's scale, Firefox from its CSS px to device px pref,
 * WebKit's MiniBrowser from GTK's display scale.
 */
const zoomedLaunchers = {
  chromium: () =>
    playwrightLauncher({
      product: 'chromium',
      launchOptions: chromiumLaunchOptions(['--force-device-scale-factor=2']),
      createBrowserContext: ({ browser }) => browser.newContext({ deviceScaleFactor: 2 }),
    }),
  firefox: () => firefoxLauncher(2),
  webkit: () => webkitLauncher(2),
};

/** BROWSERS=chromium,firefox limits a run while developing; CI runs all three. */
async function browsers() {
  const names =
    process.env.BROWSERS?.split(',').map((name) => name.trim().toLowerCase()) ?? Object.keys(launchers);
  const unknown = names.filter((name) => !(name in launchers));
  if (unknown.length > 0) throw new Error(`Unknown browser in BROWSERS: ${unknown.join(', ')}`);
  return Promise.all(names.map((name) => launchers[name]()));
}

// web-test-runner buffers console output and drops it when it exits early, as it does on SIGINT
// or an uncaught exception: write the cause straight to stderr.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => process.stderr.write(`\nThe test runner received ${signal}.\n`));
}
process.on('uncaughtException', (error, origin) => {
  process.stderr.write(`\nThe test runner stops on an ${origin}:\n${error?.stack ?? String(error)}\n`);
});

export default {
  // A free port, so two runs (or a demo on 8000) never collide; the backend whitelists whichever it is.
  port: await freePort(),
  nodeResolve: true,
  concurrency: 1,
  concurrentBrowsers: 3,
  // A file of the element group takes about 30 s alone in WebKit; three browsers on two cores can triple that.
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  // Generous: on a shared machine under load a browser may run a test several times slower.
  testFramework: { config: { timeout: 20_000 } },
  // `--files some.test.ts` runs just those files; the groups would add every other file.
  groups: process.argv.includes('--files')
    ? []
    : [
        { name: 'unit', files: 'test/unit/**/*.test.ts' },
        { name: 'element', files: 'test/element/**/*.test.ts' },
        { name: 'dist', files: 'test/dist/**/*.test.ts' },
        // The heap is measured in Chromium, the one engine that exposes it.
        { name: 'leaks', files: 'test/leaks/**/*.test.ts', browsers: [launchers.chromium()] },
        // Playwright's Chromium is the one launcher here that can emulate forced-colors: active.
        { name: 'forced-colors', files: 'test/forced-colors/**/*.test.ts', browsers: [launchers.chromium()] },
        // The same for prefers-color-scheme: dark.
        { name: 'dark-scheme', files: 'test/dark-scheme/**/*.test.ts', browsers: [launchers.chromium()] },
        // Inside a cross-origin frame, through Playwright's Chromium: the one launcher here wired to run
        // axe-core there, past the frame's CSP (see test/support/frame-commands-plugin.ts).
        {
          name: 'cross-origin-frame',
          files: 'test/cross-origin-frame/**/*.test.ts',
          browsers: [launchers.chromium()],
        },
        // At 200% zoom, looked at inside the cross-origin frame (frame-commands-plugin.ts).
        {
          name: 'zoom',
          files: 'test/zoom/**/*.test.ts',
          browsers: [zoomedLaunchers.chromium(), zoomedLaunchers.firefox(), await zoomedLaunchers.webkit()],
        },
      ],
  browsers: await browsers(),
  plugins: [
    esbuildPlugin({ ts: true, target: 'auto', tsconfig: './tsconfig.json' }),
    mockBackendPlugin(),
    frameCommandsPlugin(),
    touchPhonePlugin(),
  ],
  reporters: [defaultReporter(), countReporter()],
};
