import { locales, type Locale } from 'service-widgets';

/**
 * The languages of the widgets, which the sandbox's own pages speak too: the widgets' own list.
 * /lib/ serves a catalogue for each but English (routes/static-lib.ts), the credentials frame
 * reads those catalogues (credentials-frame/frame-texts.ts), and the hosted and hand-off pages
 * have texts in each (views/page-texts/all.ts).
 */
export const PAGE_LANGUAGES = locales;

export type PageLanguage = Locale;

export const DEFAULT_PAGE_LANGUAGE: PageLanguage = 'en';
