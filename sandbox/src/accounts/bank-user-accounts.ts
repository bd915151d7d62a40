import { ibanFor } from './iban.js';
import type { AccountIdentification } from '../types/access.js';
import type { ASPSPData, PSUType } from '../types/aspsp.js';
import type { GenericIdentification } from '../types/payment.js';
import type { CashAccountType } from '../types/session.js';
import { accountHolder } from './account-holder.js';
import {
  identificationKey,
  type AccountAvailability,
  type AccountKind,
  type AccountProfile,
} from './account-profile.js';
import type { BankScenario } from '../data/bank-scenario.js';
import { foreignAccountCurrency, nationalCurrency, priceScale } from './currencies.js';
import { loanTerms } from './loan-schedule.js';
import { SeededRandom } from './seeded-random.js';

/** Who logged in where: the accounts follow from this alone. */
export interface BankLogin {
  aspsp: ASPSPData;
  psuType: PSUType;
  bankUser: string;
  scenario?: BankScenario;
}

interface KindTemplate {
  cashAccountType: CashAccountType;
  product: string;
  details: string;
}

const TEMPLATES: Readonly<Record<PSUType, Readonly<Record<AccountKind, KindTemplate>>>> = {
  personal: {
    current: { cashAccountType: 'CACC', product: 'Current account', details: 'Everyday account' },
    savings: { cashAccountType: 'SVGS', product: 'Savings account', details: 'Rainy day savings' },
    card: { cashAccountType: 'CARD', product: 'Credit card', details: 'Visa Classic' },
    currency: { cashAccountType: 'CACC', product: 'Currency account', details: 'Travel money' },
    loan: { cashAccountType: 'LOAN', product: 'Home loan', details: 'Mortgage' },
  },
  business: {
    current: { cashAccountType: 'CACC', product: 'Business account', details: 'Operating account' },
    savings: { cashAccountType: 'SVGS', product: 'Business deposit account', details: 'Reserves' },
    card: { cashAccountType: 'CARD', product: 'Business card', details: 'Company card' },
    currency: { cashAccountType: 'CACC', product: 'Business currency account', details: 'Export sales' },
    loan: { cashAccountType: 'LOAN', product: 'Business loan', details: 'Equipment financing' },
  },
};

/** Every bank user has these, in this order; the scenarios below change the list. */
const KINDS: readonly AccountKind[] = ['current', 'savings', 'card', 'currency', 'loan'];

/** The kinds given to accounts the application named in access.accounts, by position. */
const REQUESTED_KINDS: readonly AccountKind[] = ['current', 'savings', 'current'];

/**
 * The accounts a bank user has at an ASPSP as a PSU type: derived from those three only, so
 * the same login has the same accounts (and identification hashes) in every session of every
 * application, and another user has others.
 */
export function bankUserAccounts(login: BankLogin): AccountProfile[] {
  if (login.scenario === 'no_accounts') return [];
  const kinds: readonly (readonly [AccountKind, AccountAvailability])[] =
    login.scenario === 'account_blocked'
      ? [
          ['current', 'open'],
          ['card', 'blocked'],
          ['savings', 'closed'],
        ]
      : KINDS.map((kind) => [kind, 'open'] as const);
  const seed = ['accounts', login.aspsp.country, login.aspsp.name, login.psuType, login.bankUser];
  const profiles = kinds.map(([kind, availability], index) => {
    const currency =
      kind === 'currency'
        ? foreignAccountCurrency(login.aspsp.country)
        : nationalCurrency(login.aspsp.country);
    const identification: AccountIdentification =
      kind === 'card'
        ? {
            other: {
              identification: maskedCardNumber(new SeededRandom(...seed, index)),
              scheme_name: 'CPAN',
            },
          }
        : { iban: ibanFor(login.aspsp.country, new SeededRandom(...seed, index).bytes(32), login.aspsp.bic) };
    return profile(login, kind, identification, availability, currency);
  });
  // The current account pays the loan's instalments.
  const loan = profiles.find((candidate) => candidate.kind === 'loan')?.loan;
  return profiles.map((candidate) =>
    candidate.kind === 'current' && loan ? { ...candidate, loan } : candidate,
  );
}

/**
 * access.accounts named the accounts: exactly these are granted. One the user has keeps its
 * data; any other gets data of its own, derived from its identification.
 */
export function requestedAccounts(
  login: BankLogin,
  requested: readonly AccountIdentification[],
): AccountProfile[] {
  const own = bankUserAccounts(login);
  return requested.map((identification, index) => {
    const key = identificationKey(allIdentifications(identification)[0]);
    const match = own.find((candidate) => candidate.seed === key);
    if (match) return { ...match, identification };
    const country = identification.iban?.slice(0, 2).toUpperCase() ?? login.aspsp.country;
    const kind = REQUESTED_KINDS[index % REQUESTED_KINDS.length] ?? 'current';
    return profile(login, kind, identification, 'open', nationalCurrency(country));
  });
}

function profile(
  login: BankLogin,
  kind: AccountKind,
  identification: AccountIdentification,
  availability: AccountAvailability,
  currency: string,
): AccountProfile {
  const template = TEMPLATES[login.psuType][kind];
  const ids = allIdentifications(identification);
  const seed = identificationKey(ids[0]);
  const random = new SeededRandom('profile', seed);
  const scale = priceScale(currency);
  const business = login.psuType === 'business';
  const creditLimit =
    kind === 'card'
      ? random.int(business ? 10 : 6, business ? 40 : 16) * 500 * scale
      : kind === 'current'
        ? (business ? 10_000 : 500) * scale
        : undefined;
  return {
    seed,
    kind,
    psuType: login.psuType,
    country: login.aspsp.country,
    servicer: { name: login.aspsp.name, bic: login.aspsp.bic },
    currency,
    identification,
    allIdentifications: ids,
    cashAccountType: template.cashAccountType,
    product: template.product,
    details: kind === 'currency' ? `${template.details} (${currency})` : template.details,
    holder: accountHolder(login.aspsp.country, login.psuType, login.bankUser),
    creditLimitMinor: creditLimit === undefined ? undefined : creditLimit * 100,
    cardDigits:
      identification.other?.scheme_name === 'CPAN'
        ? identification.other.identification.slice(-4)
        : random.digits(4),
    loan: kind === 'loan' ? loanTerms(seed, scale, business) : undefined,
    availability,
  };
}

/** The primary identification first; an IBAN is also known by its BBAN. */
function allIdentifications(identification: AccountIdentification): GenericIdentification[] {
  if (identification.iban !== undefined) {
    const iban = identification.iban.replace(/\s+/g, '').toUpperCase();
    return [
      { identification: iban, scheme_name: 'IBAN' },
      { identification: iban.slice(4), scheme_name: 'BBAN' },
    ];
  }
  return identification.other ? [identification.other] : [];
}

/** A card number as banks show it: the issuer's first six digits, the last four, the rest masked. */
function maskedCardNumber(random: SeededRandom): string {
  return `${random.pick(['492140', '516730', '457173'])}******${random.digits(4)}`;
}
