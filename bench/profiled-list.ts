/**
 * What the profilers (trace-cold-start.ts, allocation-profile.ts, keystroke-profile.ts) run
 * in: the sandbox with its large catalogue on one origin, the bench's pages on another,
 * Chromium, and one page (1280×720) that loads the DE list as `subjectFor` builds it. With
 * `realSize`, the list is the real-size answer (real-size-answer.ts) from a server of its own,
 * after `delayMs`, instead. All of it is closed again however `run` ends.
 */
import type { Browser, CDPSession, Page } from 'playwright';
import { startMockBackend } from '../sandbox/src/server.js';
import type { ListSubject } from './list-session.js';
import { launchChromium, openPage } from './browser.js';
import { largeCountry } from './catalogue.js';
import { publishRealSizeAnswer, realSizeCountry, type RealSizeShape } from './real-size-answer.js';
import { startStaticServer } from './static-server.js';

export interface ProfiledList {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  subject: ListSubject;
  /**
   * Opens a fresh copy of the subject's page, the list not yet inserted; with `firstVisit`, in
   * a browser context of its own (list-session.ts), whose page and session it returns.
   */
  openSubjectPage: (options?: { firstVisit?: boolean }) => Promise<{ page: Page; cdp: CDPSession }>;
}

export async function withProfiledList(
  subjectFor: (backendOrigin: string, country: string) => ListSubject,
  run: (list: ProfiledList) => Promise<void>,
  realSize?: { delayMs: number; shape?: RealSizeShape },
): Promise<void> {
  const site = await startStaticServer();
  const backend = await startMockBackend({ port: 0, largeCatalogue: true, allowedOrigins: [site.origin] });
  const answer = realSize ? await startStaticServer() : undefined;
  const { browser } = await launchChromium();
  try {
    if (answer && realSize) publishRealSizeAnswer(answer, realSize.delayMs, realSize.shape);
    const subject = answer
      ? subjectFor(answer.origin, realSizeCountry)
      : subjectFor(backend.origin, largeCountry);
    const shared = await openPage(browser);
    let visit: typeof shared | undefined;
    const openSubjectPage = async ({ firstVisit = false } = {}) => {
      await visit?.page.context().close();
      visit = firstVisit ? await openPage(browser) : undefined;
      const opened = visit ?? shared;
      await opened.page.goto(new URL(subject.page, site.origin).href);
      return opened;
    };
    await run({ browser, page: shared.page, cdp: shared.cdp, subject, openSubjectPage });
  } finally {
    await browser.close();
    await backend.close();
    await site.close();
    await answer?.close();
  }
}
