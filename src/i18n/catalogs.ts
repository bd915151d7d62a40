/** Every locale's messages. All 12 are bundled: together they cost less than one round trip. */
import { da } from './locales/da.js';
import { en, type Messages } from './locales/en.js';
import { et } from './locales/et.js';
import { fi } from './locales/fi.js';
import { fr } from './locales/fr.js';
import { lt } from './locales/lt.js';
import { lv } from './locales/lv.js';
import { nl } from './locales/nl.js';
import { no } from './locales/no.js';
import { pl } from './locales/pl.js';
import { ru } from './locales/ru.js';
import { sv } from './locales/sv.js';
import type { Locale } from './locale.js';

export const catalogs: Record<Locale, Messages> = { da, en, et, fi, fr, lt, lv, nl, no, pl, ru, sv };
