/**
 * Starts Debian's WebKitWebDriver for the WebKit tests, and gives web-test-runner its launcher
 * of MiniBrowser. MiniBrowser needs a display, so when there is none an Xvfb server is started
 * too. Both end with this process.
 */
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect } from 'node:net';
import { debianBrowsers, displayServer } from './browsers.mjs';

const children = [];
process.on('exit', stopWebKitDriver);

/** Ends the driver and the display server this process started. */
export function stopWebKitDriver() {
  children.splice(0).forEach((child) => child.kill());
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startDisplay() {
  const xvfb = spawn(
    displayServer.binary,
    ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  children.push(xvfb);
  const [chunk] = await once(xvfb.stdout, 'data');
  return `:${String(chunk).trim()}`;
}

async function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const connected = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (connected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not listen on port ${port}`);
}

/**
 * The WebDriver capabilities of a MiniBrowser session.
 *
 * `pageLoadStrategy: 'none'`: with the default ('normal') WebKitWebDriver answers a
 * navigation only once the page's load event has fired, and holds every later command of
 * the session (running a script, the next navigation) behind it. A test page whose load
 * never ends (an image whose answer a test holds, a host that does not answer) then stalls
 * the whole WebKit run. web-test-runner waits for the page's own "started" message anyway.
 */
export function webkitCapabilities() {
  return {
    browserName: 'MiniBrowser',
    pageLoadStrategy: 'none',
    'webkitgtk:browserOptions': { binary: debianBrowsers.webkit.miniBrowser, args: ['--automation'] },
    // WebKitWebDriver answers "Failed to match capabilities" to a BiDi session request.
    'wdio:enforceWebDriverClassic': true,
  };
}

/**
 * @param {Record<string, string>} env added to the browser's environment (GDK_SCALE=2: 2 device px to the CSS px)
 * @returns {Promise<number>} the driver's port
 */
export async function startWebKitDriver(env = {}) {
  const display = process.env.DISPLAY || (await startDisplay());
  const port = await freePort();
  const driver = spawn(debianBrowsers.webkit.binary, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, ...env, DISPLAY: display },
  });
  children.push(driver);
  await waitForPort(port);
  return port;
}

/**
 * How long a WebDriver command to MiniBrowser may go unanswered (webdriverio's default is 2
 * minutes). A session request that hangs is then given up early enough for the second one to
 * start the first test file within web-test-runner's browserStartTimeout (60 s). No command of
 * a test run takes this long: the pages are loaded with pageLoadStrategy 'none'. A command
 * that timed out is not sent again (webdriverio's default sends it three more times, each
 * with the full timeout): a driver that did not answer once will not answer the same request
 * now, and a key press sent twice types twice.
 */
const commandTimeoutMs = 40_000;

/**
 * web-test-runner's WebDriver launcher for MiniBrowser, which asks for its session once more,
 * from a new WebKitWebDriver, when the first request fails or goes unanswered. On a loaded
 * machine MiniBrowser once never answered its first session request; the launcher then failed
 * every test file of the run, as it keeps its first failure for every later file.
 *
 * @param {Record<string, string>} env as for startWebKitDriver
 */
export async function miniBrowserLauncher(env = {}) {
  const launcher = new WebdriverLauncher({
    automationProtocol: 'webdriver',
    hostname: '127.0.0.1',
    port: await startWebKitDriver(env),
    logLevel: 'error',
    connectionRetryTimeout: commandTimeoutMs,
    connectionRetryCount: 0,
    capabilities: webkitCapabilities(),
  });
  // The launcher's own step that asks for the session, which every test file's start awaits.
  const createDriverManager = launcher.createDriverManager.bind(launcher);
  launcher.createDriverManager = async () => {
    try {
      return await createDriverManager();
    } catch (error) {
      process.stderr.write(`\nMiniBrowser did not start (${error.message}): once more, from a new driver.\n`);
      launcher.options.port = await startWebKitDriver(env);
      return createDriverManager();
    }
  };
  return launcher;
}
