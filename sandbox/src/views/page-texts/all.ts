/** The texts of the sandbox's PSU pages in every language the pages speak (languages.ts). */
import { da } from './da.js';
import { de } from './de.js';
import { en, type PageTexts } from './en.js';
import { es } from './es.js';
import { et } from './et.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { it } from './it.js';
import type { PageLanguage } from '../../types/page-languages.js';
import { lt } from './lt.js';
import { lv } from './lv.js';
import { nl } from './nl.js';
import { no } from './no.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { sv } from './sv.js';

export const PAGE_TEXTS: Readonly<Record<PageLanguage, PageTexts>> = {
  da,
  de,
  en,
  es,
  et,
  fi,
  fr,
  it,
  lt,
  lv,
  nl,
  no,
  pl,
  pt,
  ru,
  sv,
};

export type { PageTexts };
