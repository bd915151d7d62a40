/**
 * All 16 catalogues at once, for the tests and the build (which writes them as JSON for the
 * script-tag bundle). The widgets themselves load a locale only when it is needed (catalogs.ts).
 */
import { da } from './da.js';
import { de } from './de.js';
import { en, type Messages } from './en.js';
import { es } from './es.js';
import { et } from './et.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { lt } from './lt.js';
import { lv } from './lv.js';
import { nl } from './nl.js';
import { no } from './no.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { sv } from './sv.js';
import type { Locale } from '../locale.js';

export const catalogs: Record<Locale, Messages> = {
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
