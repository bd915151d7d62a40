/**
 * What the profilers (trace-cold-start.ts, allocation-profile.ts, keystroke-profile.ts) run
 * in: the sandbox with its large catalogue on one origin, the bench's pages on another,
 * Chromium, and one page (1280×720) that loads the DE list as `subjectFor` builds it. All of
 * it is closed again however `run` ends.
 */
import type { Browser, CDPSession, Page } from 'playwright';
import { startMockBackend } from '../sandbox/src/server.js';
import type { ListSubject } from './list-session.js';
import { launchChromium, openPage } from './browser.js';
import { largeCountry } from './catalogue.js';
import { startStaticServer } from './static-server.js';

export interface ProfiledList {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  subject: ListSubject;
  /** Opens a fresh copy of the subject's page, the list not yet inserted. */
  openSubjectPage: () => Promise<unknown>;
}

export async function withProfiledList(
  subjectFor: (backendOrigin: string, country: string) => ListSubject,
  run: (list: ProfiledList) => Promise<void>,
): Promise<void> {
  const site = await startStaticServer();
  const backend = await startMockBackend({ port: 0, largeCatalogue: true, allowedOrigins: [site.origin] });
  const { browser } = await launchChromium();
  try {
    const subject = subjectFor(backend.origin, largeCountry);
    const { page, cdp } = await openPage(browser);
    const openSubjectPage = () => page.goto(new URL(subject.page, site.origin).href);
    await run({ browser, page, cdp, subject, openSubjectPage });
  } finally {
    await browser.close();
    await backend.close();
    await site.close();
  }
}
