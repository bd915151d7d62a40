/**
 * All 12 catalogues at once, for the tests and the build (which writes them as JSON for the
 * script-tag bundle). The widgets themselves load a locale only when it is needed (catalogs.ts).
 */
import { da } from './da.js';
import { en, type Messages } from './en.js';
import { et } from './et.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { lt } from './lt.js';
import { lv } from './lv.js';
import { nl } from './nl.js';
import { no } from './no.js';
import { pl } from './pl.js';
import { ru } from './ru.js';
import { sv } from './sv.js';
import type { Locale } from '../locale.js';

export const catalogs: Record<Locale, Messages> = { da, en, et, fi, fr, lt, lv, nl, no, pl, ru, sv };
