import type { ASPSPData } from '../types/aspsp.js';
import { AUSTRIA } from './aspsps/at.js';
import { BELGIUM } from './aspsps/be.js';
import { GERMANY } from './aspsps/de.js';
import { DENMARK } from './aspsps/dk.js';
import { ESTONIA } from './aspsps/ee.js';
import { SPAIN } from './aspsps/es.js';
import { FINLAND } from './aspsps/fi.js';
import { FRANCE } from './aspsps/fr.js';
import { ITALY } from './aspsps/it.js';
import { LITHUANIA } from './aspsps/lt.js';
import { LATVIA } from './aspsps/lv.js';
import { NETHERLANDS } from './aspsps/nl.js';
import { NORWAY } from './aspsps/no.js';
import { POLAND } from './aspsps/pl.js';
import { SWEDEN } from './aspsps/se.js';
import { withAllowedAuthMethods } from './payment-types.js';

/** Every ASPSP of the regular catalogue; logos are relative paths served under /logos/. */
export const BASE_CATALOGUE: readonly ASPSPData[] = [
  ...FINLAND,
  ...SWEDEN,
  ...NORWAY,
  ...DENMARK,
  ...ESTONIA,
  ...LATVIA,
  ...LITHUANIA,
  ...POLAND,
  ...NETHERLANDS,
  ...FRANCE,
  ...GERMANY,
  ...SPAIN,
  ...ITALY,
  ...AUSTRIA,
  ...BELGIUM,
].map(withAllowedAuthMethods);
