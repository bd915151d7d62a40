/**
 * The WebKit session of the browser tests: a test page whose load never ends must not stall
 * the run. (With WebKitWebDriver's default page load strategy it did, once, in CI: the
 * navigation waited for the load event, every later command of the session waited behind it,
 * and the run stopped on the aborted navigation.)
 */
import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { remote } from 'webdriverio';
import {
  freePort,
  miniBrowserLauncher,
  startWebKitDriver,
  stopWebKitDriver,
  webkitCapabilities,
} from '../../scripts/webkit-driver.mjs';

const heldAnswers: ServerResponse[] = [];
const server = createServer((request, response) => {
  if (request.url === '/never') {
    heldAnswers.push(response);
    return;
  }
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end('<!doctype html><title>a page that never loads</title><img alt="" src="/never">');
});

describe('the WebKit session of the browser tests', () => {
  let browser: WebdriverIO.Browser;
  let pageUrl: string;

  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await remote({
      automationProtocol: 'webdriver',
      hostname: '127.0.0.1',
      port: await startWebKitDriver(),
      logLevel: 'error',
      // Every command that has no answer within 10 s fails, and is not sent again.
      connectionRetryTimeout: 10_000,
      connectionRetryCount: 0,
      capabilities: webkitCapabilities(),
    });
  });

  after(async () => {
    heldAnswers.forEach((response) => response.end());
    await browser?.deleteSession().catch(() => undefined);
    stopWebKitDriver();
    server.close();
  });

  it('navigates to, reads and leaves a page whose load never ends', async () => {
    await browser.navigateTo(pageUrl);
    // The navigation answers before the page is parsed, as the test runner expects.
    await browser.waitUntil(
      async () => (await browser.execute(() => document.title).catch(() => '')) === 'a page that never loads',
      {
        timeout: 10_000,
        timeoutMsg: 'the page was never parsed',
      },
    );
    assert.equal(heldAnswers.length, 1, 'the image is still loading');

    await browser.navigateTo('about:blank');
    // The navigation answers at once, so a script may meet the old page as it unloads: ask again.
    await browser.waitUntil(
      async () => (await browser.execute(() => location.href).catch(() => '')) === 'about:blank',
      { timeout: 10_000, timeoutMsg: 'the page was never left' },
    );
  });
});

type LauncherOptions = { port: number; connectionRetryTimeout: number };

/** Starts a session of a launcher whose first driver is at `firstPort`; resolves with the port it ended on. */
async function startFirstFile(firstPort: number, commandTimeoutMs?: number): Promise<number> {
  const launcher = await miniBrowserLauncher();
  const options = (launcher as unknown as { options: LauncherOptions }).options;
  options.port = firstPort;
  if (commandTimeoutMs !== undefined) options.connectionRetryTimeout = commandTimeoutMs;
  const config = { concurrency: 1 } as Parameters<typeof launcher.initialize>[0];
  await launcher.initialize(config);
  try {
    await launcher.startSession('first-file', 'about:blank');
    assert.equal(launcher.isActive('first-file'), true);
    const driver = (launcher as unknown as { driver: WebdriverIO.Browser }).driver;
    await driver.waitUntil(async () => (await driver.getUrl()) === 'about:blank', {
      timeout: 10_000,
      timeoutMsg: 'the session never showed the test page',
    });
    return options.port;
  } finally {
    await launcher.stop();
    stopWebKitDriver();
  }
}

describe('the launcher of MiniBrowser', () => {
  it('asks for its session once more, from a new driver, when the first request fails', async () => {
    // The driver of the first request answers nothing: nothing listens on its port.
    const deadPort = await freePort();
    assert.notEqual(await startFirstFile(deadPort), deadPort);
  });

  it('asks once more when the first request goes unanswered, after its command timeout', async () => {
    // The driver of the first request takes the request and never answers it, as MiniBrowser once did.
    const held: ServerResponse[] = [];
    const silentDriver = createServer((_request, response) => held.push(response));
    await new Promise<void>((resolve) => silentDriver.listen(0, '127.0.0.1', resolve));
    const silentPort = (silentDriver.address() as AddressInfo).port;
    try {
      // 3 s stands for the launcher's 40 s, which would make this test slow.
      assert.notEqual(await startFirstFile(silentPort, 3000), silentPort);
      assert.equal(held.length, 1, 'the silent driver had the first session request');
    } finally {
      held.forEach((response) => response.destroy());
      silentDriver.close();
    }
  });
});
