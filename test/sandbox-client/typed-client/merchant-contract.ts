/**
 * What the rest of a merchant's application sees of its backend's service calls: plain
 * records, no types of the service. merchant-backend.ts implements it against the types
 * generated from the OpenAPI document; typed-client.test.ts drives it.
 */
import type { Middleware } from 'openapi-fetch';

export interface ServiceSettings {
  /** {base_url} */
  baseUrl: string;
  /** A fresh JWT of the application for each request. */
  token: () => Promise<string>;
  /** More middleware for the API client (a test's checks). */
  middleware?: Middleware[];
}

export interface Bank {
  name: string;
  country: string;
}

export interface LinkingStart {
  authorizationId: string;
  /** Where the merchant sends the PSU: the service's url with the merchant's own parameter appended. */
  redirectTo: string;
}

/** What the merchant keeps of an account. */
export interface LinkedAccount {
  uid: string;
  /** The IBAN, else the other identification, else the account's name. */
  label: string;
  currency: string;
  creditLimit: string | null;
  balances: { type: string; amount: string; at: string | null }[];
  transactions: { amount: string; direction: 'CRDT' | 'DBIT'; date: string | null; note: string }[];
}

export interface LinkedSession {
  sessionId: string;
  status: string;
  accounts: LinkedAccount[];
}

export interface PaymentStart {
  paymentId: string;
  redirectTo: string;
}

export interface PaymentOutcome {
  status: string;
  final: boolean;
  reason: string | null;
  debtorAccount: string | null;
  amount: string | null;
}

export interface MerchantBackend {
  /** POST /auth: access to the PSU's accounts at the bank. */
  startAccountLinking(bank: Bank, redirectUrl: string, state: string): Promise<LinkingStart>;
  /** POST /sessions with the callback's code, then each readable account's details, balances and transactions. */
  finishAccountLinking(code: string): Promise<LinkedSession>;
  /** DELETE /sessions/{session_id}. */
  unlink(sessionId: string): Promise<string>;
  /** POST /payments: one SEPA credit transfer to the merchant. */
  startPayment(
    bank: Bank,
    order: { amount: string; reference: string },
    redirectUrl: string,
  ): Promise<PaymentStart>;
  /** GET /payments/{payment_id}. */
  paymentOutcome(paymentId: string): Promise<PaymentOutcome>;
  /** DELETE /payments/{payment_id}, once it is final. */
  forgetPayment(paymentId: string): Promise<string>;
}

/** The module merchant-backend.ts is. */
export interface MerchantBackendModule {
  merchantBackend(settings: ServiceSettings): MerchantBackend;
}
