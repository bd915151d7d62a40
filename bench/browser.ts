/**
 * The browser the benchmark drives: Debian's Chromium where it is installed (CI, this
 * machine), otherwise Playwright's own Chromium (a developer's laptop, after
 * `npx playwright install chromium`). Also the two Chrome DevTools Protocol calls the
 * figures need: CPU throttling and the JS heap.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/browsers.mjs';

/** Nothing outside this machine answers: a request to another host (the peer asks unpkg.com
 * for a flag stylesheet) fails at once instead of waiting for a DNS timeout. `localhost` is
 * another site than 127.0.0.1 on the same server (floor-frame.ts). */
const offline = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

/**
 * BENCH_CHROME_FLAGS: more of Chromium's flags, separated by ";" (a flag's value may hold
 * spaces: `--js-flags=--trace-opt --trace-deopt`), for a look inside; never in a run that is compared.
 */
const extraFlags =
  process.env.BENCH_CHROME_FLAGS?.split(';')
    .map((flag) => flag.trim())
    .filter(Boolean) ?? [];

export interface LaunchedBrowser {
  browser: Browser;
  /** Such as "Debian Chromium 156.0.8078.79". */
  description: string;
}

export async function launchChromium(): Promise<LaunchedBrowser> {
  const options = chromiumLaunchOptions([...offline, ...extraFlags]);
  if (!options.executablePath && !existsSync(chromium.executablePath())) {
    throw new Error(
      `No Chromium found: install Debian's (apt-get install -y chromium) or Playwright's (npx playwright install chromium).`,
    );
  }
  const browser = await chromium.launch(options);
  const origin = options.executablePath ? 'Debian Chromium' : "Playwright's Chromium";
  return { browser, description: `${origin} ${browser.version()}` };
}

/** A page of its own context (no shared cache or storage), 1280×720, with a DevTools session. */
export async function openPage(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

/** 4 makes the page's main thread run four times slower, as on a mid-range phone. */
export async function setCpuThrottling(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** JSHeapUsedSize after a full garbage collection, in bytes. */
export async function usedJsHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize');
  if (!used) throw new Error('Performance.getMetrics gave no JSHeapUsedSize.');
  return used.value;
}
