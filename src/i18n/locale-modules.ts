/** The ES build's locale loader: one dynamic import per locale, so bundlers split them. */
import type { Locale } from './locale.js';
import { en, type Messages } from './locales/en.js';

const modules: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  da: () => import('./locales/da.js').then((module) => module.da),
  de: () => import('./locales/de.js').then((module) => module.de),
  es: () => import('./locales/es.js').then((module) => module.es),
  et: () => import('./locales/et.js').then((module) => module.et),
  fi: () => import('./locales/fi.js').then((module) => module.fi),
  fr: () => import('./locales/fr.js').then((module) => module.fr),
  it: () => import('./locales/it.js').then((module) => module.it),
  lt: () => import('./locales/lt.js').then((module) => module.lt),
  lv: () => import('./locales/lv.js').then((module) => module.lv),
  nl: () => import('./locales/nl.js').then((module) => module.nl),
  no: () => import('./locales/no.js').then((module) => module.no),
  pl: () => import('./locales/pl.js').then((module) => module.pl),
  pt: () => import('./locales/pt.js').then((module) => module.pt),
  ru: () => import('./locales/ru.js').then((module) => module.ru),
  sv: () => import('./locales/sv.js').then((module) => module.sv),
};

/** The second parameter is the backend origin, which only the script-tag bundle's loader uses. */
export function loadLocale(locale: Locale, _backendOrigin?: string): Promise<Messages> {
  return locale === 'en' ? Promise.resolve(en) : modules[locale]();
}
