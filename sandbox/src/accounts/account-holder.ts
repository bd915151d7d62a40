import type { PSUType } from '../types/aspsp.js';
import type { PostalAddressResource } from '../types/account-data.js';
import { SeededRandom } from './seeded-random.js';

/** Who holds the accounts: a person or a company of the bank's country, with an address. */
export interface AccountHolder {
  name: string;
  address: PostalAddressResource;
}

interface CountryPeople {
  people: readonly string[];
  /** `{}` is replaced by the company's name, in the country's usual form ("{} Oy", "SIA {}"). */
  companyForm: string;
  street: string;
  town: string;
  postCodes: readonly string[];
}

/** Plausible names and addresses per country; all fictional. */
const COUNTRIES: Readonly<Record<string, CountryPeople>> = {
  AT: {
    people: [
      'Sarah Gruber',
      'Tobias Huber',
      'Julia Bauer',
      'David Wagner',
      'Lisa Pichler',
      'Florian Steiner',
    ],
    companyForm: '{} GmbH',
    street: 'Mariahilfer Straße',
    town: 'Wien',
    postCodes: ['1060', '1070'],
  },
  BE: {
    people: [
      'Louise Peeters',
      'Arthur Janssens',
      'Marie Maes',
      'Louis Jacobs',
      'Emma Mertens',
      'Lucas Willems',
    ],
    companyForm: '{} BV',
    street: 'Rue Neuve',
    town: 'Bruxelles',
    postCodes: ['1000'],
  },
  DE: {
    people: [
      'Lena Schmidt',
      'Lukas Müller',
      'Anna Schneider',
      'Jonas Fischer',
      'Laura Weber',
      'Felix Wagner',
    ],
    companyForm: '{} GmbH',
    street: 'Friedrichstraße',
    town: 'Berlin',
    postCodes: ['10117', '10969'],
  },
  DK: {
    people: [
      'Sofie Nielsen',
      'Mads Jensen',
      'Ida Hansen',
      'Rasmus Pedersen',
      'Freja Andersen',
      'Mikkel Christensen',
    ],
    companyForm: '{} ApS',
    street: 'Nørrebrogade',
    town: 'København',
    postCodes: ['2200'],
  },
  EE: {
    people: ['Mari Tamm', 'Martin Saar', 'Liis Sepp', 'Rasmus Mägi', 'Kertu Kask', 'Karl Kukk'],
    companyForm: '{} OÜ',
    street: 'Narva mnt',
    town: 'Tallinn',
    postCodes: ['10117', '10152'],
  },
  ES: {
    people: [
      'Lucía García',
      'Hugo Fernández',
      'Martina González',
      'Pablo Rodríguez',
      'Sofía López',
      'Daniel Martínez',
    ],
    companyForm: '{} S.L.',
    street: 'Calle de Alcalá',
    town: 'Madrid',
    postCodes: ['28009', '28014'],
  },
  FI: {
    people: [
      'Aino Virtanen',
      'Mikko Korhonen',
      'Emilia Nieminen',
      'Juha Mäkinen',
      'Laura Hämäläinen',
      'Antti Koskinen',
    ],
    companyForm: '{} Oy',
    street: 'Mannerheimintie',
    town: 'Helsinki',
    postCodes: ['00100', '00260'],
  },
  FR: {
    people: ['Camille Martin', 'Louis Bernard', 'Léa Dubois', 'Hugo Thomas', 'Chloé Robert', 'Jules Richard'],
    companyForm: '{} SAS',
    street: 'Rue de Rivoli',
    town: 'Paris',
    postCodes: ['75001', '75004'],
  },
  IT: {
    people: [
      'Giulia Rossi',
      'Francesco Russo',
      'Sofia Ferrari',
      'Alessandro Esposito',
      'Aurora Bianchi',
      'Lorenzo Romano',
    ],
    companyForm: '{} S.r.l.',
    street: 'Via del Corso',
    town: 'Roma',
    postCodes: ['00186', '00187'],
  },
  LT: {
    people: [
      'Emilija Kazlauskienė',
      'Lukas Jankauskas',
      'Gabija Petrauskienė',
      'Matas Stankevičius',
      'Ugnė Vasiliauskienė',
      'Jonas Žukauskas',
    ],
    companyForm: 'UAB {}',
    street: 'Gedimino pr.',
    town: 'Vilnius',
    postCodes: ['LT-01103'],
  },
  LV: {
    people: [
      'Anna Bērziņa',
      'Jānis Kalniņš',
      'Elza Ozola',
      'Roberts Liepiņš',
      'Sofija Krūmiņa',
      'Mārtiņš Jansons',
    ],
    companyForm: 'SIA {}',
    street: 'Brīvības iela',
    town: 'Rīga',
    postCodes: ['LV-1010', 'LV-1050'],
  },
  NL: {
    people: [
      'Emma de Jong',
      'Daan Jansen',
      'Sanne de Vries',
      'Lucas van den Berg',
      'Fleur Bakker',
      'Thijs Visser',
    ],
    companyForm: '{} B.V.',
    street: 'Kalverstraat',
    town: 'Amsterdam',
    postCodes: ['1012 NX', '1012 PA'],
  },
  NO: {
    people: ['Ingrid Hansen', 'Ole Johansen', 'Kari Olsen', 'Lars Larsen', 'Nora Andersen', 'Jonas Pedersen'],
    companyForm: '{} AS',
    street: 'Karl Johans gate',
    town: 'Oslo',
    postCodes: ['0154', '0162'],
  },
  PL: {
    people: [
      'Zuzanna Nowak',
      'Jakub Kowalski',
      'Julia Wiśniewska',
      'Antoni Wójcik',
      'Maja Kowalczyk',
      'Szymon Kamiński',
    ],
    companyForm: '{} sp. z o.o.',
    street: 'ul. Marszałkowska',
    town: 'Warszawa',
    postCodes: ['00-624', '00-102'],
  },
  SE: {
    people: [
      'Anna Andersson',
      'Erik Johansson',
      'Maria Karlsson',
      'Lars Nilsson',
      'Elin Eriksson',
      'Johan Larsson',
    ],
    companyForm: '{} AB',
    street: 'Drottninggatan',
    town: 'Stockholm',
    postCodes: ['111 51', '113 60'],
  },
};

const COMPANY_NAMES = [
  'Northwind',
  'Blue Harbor',
  'Kestrel Works',
  'Aurora Trading',
  'Pinecrest',
  'Silverline',
];

function countryPeople(country: string): CountryPeople {
  return COUNTRIES[country] ?? (COUNTRIES.DE as CountryPeople);
}

/** The holder a bank user is at a bank of `country`: the same user is the same person there every time. */
export function accountHolder(country: string, psuType: PSUType, bankUser: string): AccountHolder {
  const random = new SeededRandom('holder', country, psuType, bankUser);
  const local = countryPeople(country);
  const name =
    psuType === 'personal' ? random.pick(local.people) : companyName(country, random.pick(COMPANY_NAMES));
  return {
    name,
    address: {
      address_type: psuType === 'personal' ? 'Residential' : 'Business',
      street_name: local.street,
      building_number: String(random.int(1, 120)),
      post_code: random.pick(local.postCodes),
      town_name: local.town,
      country,
    },
  };
}

/** A company name in the country's usual form. */
export function companyName(country: string, name: string): string {
  return countryPeople(country).companyForm.replace('{}', name);
}

/** A private person of the country, e.g. the sender of a transfer between friends. */
export function personOf(country: string, random: SeededRandom): string {
  return random.pick(countryPeople(country).people);
}
