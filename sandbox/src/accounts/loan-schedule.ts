import { SeededRandom } from './seeded-random.js';

/** A loan repaid in equal monthly parts of the principal plus the month's interest. */
export interface LoanTerms {
  principalMinor: number;
  repaymentMinor: number;
  /** Yearly interest, e.g. 0.035. */
  rate: number;
}

/** Loans run for 20 years from a month that is a multiple of 240; then the bank lends again. */
const TERM_MONTHS = 240;

export function loanTerms(seed: string, scale: number, business: boolean): LoanTerms {
  const random = new SeededRandom('loan', seed);
  const principal = (business ? random.int(50, 400) : random.int(80, 250)) * 1000 * scale;
  return {
    principalMinor: principal * 100,
    repaymentMinor: Math.round((principal * 100) / 300),
    rate: random.int(250, 550) / 10_000,
  };
}

/** What is still owed at the end of `month`, in minor units. */
export function loanRemaining(terms: LoanTerms, month: number): number {
  return terms.principalMinor - terms.repaymentMinor * (month % TERM_MONTHS);
}

/** The interest charged at the end of `month` on what was owed at its start. */
export function loanInterest(terms: LoanTerms, month: number): number {
  return Math.round((loanRemaining(terms, month - 1) * terms.rate) / 12);
}

/** The instalment the holder pays at the end of `month`: a part of the principal and the interest. */
export function loanInstalment(terms: LoanTerms, month: number): number {
  return terms.repaymentMinor + loanInterest(terms, month);
}
