/**
 * A GET /aspsps answer of real size, made up by the benchmark and served by its own static
 * server (not the sandbox): 1,500 banks of one country, each with its authentication methods
 * and full payment types, about 0.5 MB of JSON, as a production backend answers for a large
 * country. Their names are mostly not ASCII, as the cooperative banks of Poland, Czechia and
 * Lithuania spell them: folding them for the search takes the slower path that ASCII skips.
 * Served at once (a fast local backend) and after 100 ms (a network), it is what the cold
 * loads of the real-size rows measure; ours and the floor read the very same answer.
 *
 * The German shape (`groupedRealSizeAnswer`): as many banks, four in five members of one of three
 * networks (ASPSPGroup), as Germany's list is, so that group cards with their number of banks
 * stand on the first screen; names with umlauts and ß.
 */
import { logoPng } from './peer-logos.js';
import type { StaticServer } from './static-server.js';

export const realSizeCount = 1500;
export const realSizeCountry = 'PL';
/** The slower of the two answers waits this long on the server. */
export const lateAnswerMs = 100;

/** Bank names as a country's local banks have them: a network's name and a place. */
const networks = [
  'Bank Spółdzielczy w',
  'Spółdzielczy Bank Ludowy',
  'Kreditní družstvo',
  'Záložna',
  'Kredito unija',
  'Bankas',
];

/** Places of Poland, Czechia and Lithuania, with their diacritics. */
const towns = [
  'Łódź',
  'Kraków',
  'Gdańsk',
  'Wrocław',
  'Poznań',
  'Białystok',
  'Częstochowa',
  'Bielsko-Biała',
  'Rzeszów',
  'Toruń',
  'Zielona Góra',
  'Gorzów Wielkopolski',
  'Kędzierzyn-Koźle',
  'Świdnica',
  'Jelenia Góra',
  'Żyrardów',
  'Ostrów Wielkopolski',
  'Głogów',
  'Tczew',
  'Ełk',
  'Suwałki',
  'Łomża',
  'Chełm',
  'Zamość',
  'Przemyśl',
  'Nowy Sącz',
  'Oświęcim',
  'Żory',
  'Śrem',
  'Wałbrzych',
  'Plzeň',
  'České Budějovice',
  'Hradec Králové',
  'Ústí nad Labem',
  'Třebíč',
  'Děčín',
  'Přerov',
  'Jihlava',
  'Zlín',
  'Kroměříž',
  'Šumperk',
  'Žďár nad Sázavou',
  'Uherské Hradiště',
  'Písek',
  'Mladá Boleslav',
  'Frýdek-Místek',
  'Havířov',
  'Karviná',
  'Vsetín',
  'Třinec',
  'Brno',
  'Ostrava',
  'Klaipėda',
  'Šiauliai',
  'Panevėžys',
  'Marijampolė',
  'Mažeikiai',
  'Kėdainiai',
  'Telšiai',
  'Tauragė',
  'Ukmergė',
  'Visaginas',
  'Plungė',
  'Kretinga',
  'Šilutė',
  'Radviliškis',
  'Druskininkai',
  'Rokiškis',
  'Biržai',
  'Anykščiai',
  'Joniškis',
  'Vilnius',
  'Kaunas',
  'Alytus',
  'Utena',
];

/** A payment type with the fields every type of a production answer has. */
function sepaPayment(instant: boolean): Record<string, unknown> {
  return {
    payment_type: instant ? 'INST_SEPA' : 'SEPA',
    psu_type: 'personal',
    currencies: ['EUR'],
    max_transactions: 1,
    creditor_account_schemas: ['IBAN'],
  };
}

/** The answer's entries; logos are served by the same server (`publishRealSizeAnswer`). */
export function realSizeAnswer(logoOrigin: string): Record<string, unknown>[] {
  return Array.from({ length: realSizeCount }, (_, index) => {
    const network = networks[index % networks.length] ?? '';
    const town = towns[Math.floor(index / networks.length) % towns.length] ?? '';
    const round = Math.floor(index / (networks.length * towns.length));
    return {
      name: `${network} ${town}${round > 0 ? ` ${round + 1}` : ''}`,
      country: realSizeCountry,
      logo: `${logoOrigin}/logos/${index}.png`,
      ...(index % 4 === 0 ? { bic: `PL${String(index).padStart(4, '0')}XXXX`.slice(0, 8) } : {}),
      psu_types: ['personal'],
      auth_methods: [{ name: 'redirect', psu_type: 'personal', approach: 'REDIRECT' }],
      maximum_consent_validity: 7776000,
      beta: index % 13 === 12,
      payments: [sepaPayment(index % 3 === 0)],
    };
  });
}

/** Germany's networks: the group, and how its members' names begin. */
const germanNetworks = [
  { group: 'Sparkassen-Finanzgruppe', prefixes: ['Sparkasse', 'Kreissparkasse', 'Stadtsparkasse'] },
  { group: 'Volksbanken Raiffeisenbanken', prefixes: ['Volksbank', 'Raiffeisenbank', 'VR-Bank'] },
  { group: 'Sparda-Banken', prefixes: ['Sparda-Bank'] },
];
/** The banks of no network. */
const germanIndependents = ['Bankhaus', 'Privatbank', 'Stadtbank', 'Bürgerbank'];

const germanTowns = [
  'Köln Bonn',
  'München',
  'Düsseldorf',
  'Nürnberg',
  'Fürth',
  'Würzburg',
  'Lübeck',
  'Göttingen',
  'Saarbrücken',
  'Tübingen',
  'Mühldorf',
  'Gießen',
  'Lüneburg',
  'Osnabrück',
  'Münster',
  'Böblingen',
  'Esslingen',
  'Göppingen',
  'Fürstenfeldbruck',
  'Straßburg-Kehl',
  'Weißenburg',
  'Rüsselsheim',
  'Bückeburg',
  'Höxter',
  'Günzburg',
  'Dürkheim',
  'Schwäbisch Hall',
  'Bad Tölz',
  'Ansbach',
  'Passau',
  'Regensburg',
  'Hamburg',
  'Bremen',
  'Hannover',
  'Leipzig',
  'Dresden',
  'Chemnitz',
  'Erfurt',
  'Jena',
  'Magdeburg',
];

/** The German shape's entries: four in five banks in a network, by index (so the shape is the same in every run). */
export function groupedRealSizeAnswer(logoOrigin: string): Record<string, unknown>[] {
  return Array.from({ length: realSizeCount }, (_, index) => {
    const town = germanTowns[index % germanTowns.length] ?? '';
    const round = Math.floor(index / germanTowns.length);
    const network = index % 5 === 4 ? undefined : germanNetworks[index % 5 === 3 ? 2 : index % 2];
    const prefixes = network?.prefixes ?? germanIndependents;
    const prefix = prefixes[round % prefixes.length] ?? '';
    return {
      name: `${prefix} ${town}${round >= prefixes.length ? ` ${Math.floor(round / prefixes.length) + 1}` : ''}`,
      country: 'DE',
      logo: `${logoOrigin}/logos/${index}.png`,
      ...(index % 4 === 0 ? { bic: `DE${String(index).padStart(4, '0')}XX`.slice(0, 8) } : {}),
      ...(network ? { group: { name: network.group, logo: `${logoOrigin}/logos/${index % 5}.png` } } : {}),
      psu_types: ['personal'],
      auth_methods: [{ name: 'redirect', psu_type: 'personal', approach: 'REDIRECT' }],
      maximum_consent_validity: 7776000,
      beta: index % 13 === 12,
      payments: [sepaPayment(index % 3 === 0)],
    };
  });
}

export type RealSizeShape = 'ungrouped' | 'grouped';

/** Serves the answer of that shape at GET /widget-api/v1/aspsps (any query), after `delayMs`, with its logos. */
export function publishRealSizeAnswer(
  server: StaticServer,
  delayMs: number,
  shape: RealSizeShape = 'ungrouped',
): number {
  const aspsps = shape === 'grouped' ? groupedRealSizeAnswer(server.origin) : realSizeAnswer(server.origin);
  aspsps.forEach((_, index) => server.serveFile(`/logos/${index}.png`, logoPng(index), 'image/png'));
  const body = { aspsps };
  server.serveJson('/widget-api/v1/aspsps', body, { delayMs });
  return JSON.stringify(body).length;
}
