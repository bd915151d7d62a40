/**
 * Which real browsers the tests run in, and where they come from: Debian's packages
 * (chromium, firefox-esr, webkit2gtk-driver) where installed, as on CI; otherwise
 * Playwright's own browsers, as on a developer's laptop.
 */
import { existsSync } from 'node:fs';

export const debianBrowsers = {
  chromium: { binary: '/usr/bin/chromium', package: 'chromium' },
  firefox: { binary: '/usr/bin/firefox-esr', package: 'firefox-esr' },
  webkit: {
    binary: '/usr/bin/WebKitWebDriver',
    miniBrowser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    package: 'webkit2gtk-driver',
  },
};

/** Xvfb gives WebKit's MiniBrowser, which has no headless mode, a display. */
export const displayServer = { binary: '/usr/bin/Xvfb', packages: ['xvfb', 'xauth'] };

/** Chromium as root in a container needs these; the network ones stop its calls home. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright launch options: Debian's Chromium where installed, else Playwright's own. */
export function chromiumLaunchOptions(extraFlags = []) {
  const args = [...chromiumFlags, ...extraFlags];
  return hasDebianBrowser('chromium') ? { executablePath: debianBrowsers.chromium.binary, args } : { args };
}

export function hasDebianBrowser(name) {
  return existsSync(debianBrowsers[name].binary);
}

/** The Debian packages still missing on this machine. */
export function missingDebianPackages() {
  const missing = Object.keys(debianBrowsers)
    .filter((name) => !hasDebianBrowser(name))
    .map((name) => debianBrowsers[name].package);
  if (!existsSync(displayServer.binary)) missing.push(...displayServer.packages);
  return missing;
}
