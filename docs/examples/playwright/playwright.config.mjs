import { defineConfig } from '@playwright/test';

// CHROMIUM_PATH: a Chromium of the system (such as Debian's /usr/bin/chromium) instead of Playwright's own.
export default defineConfig({
  testDir: '.',
  use: { browserName: 'chromium', launchOptions: { executablePath: process.env.CHROMIUM_PATH } },
});
