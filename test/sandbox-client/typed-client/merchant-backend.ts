/**
 * A merchant's backend in TypeScript, typed by the types openapi-typescript generates from
 * the service's OpenAPI document (./service-api.ts, which typed-client.test.ts writes next to
 * a copy of this file) and calling the service with openapi-fetch. It compiles only because
 * it reads the answers as the document gives them: the required properties present, any other
 * absent or null.
 */
import createClient, { type Client } from 'openapi-fetch';
import type {
  Bank,
  LinkedAccount,
  LinkedSession,
  MerchantBackend,
  PaymentOutcome,
  ServiceSettings,
} from './merchant-contract.js';
import type { components, paths } from './service-api.js';

type ErrorResponse = components['schemas']['ErrorResponse'];
type HalTransactions = components['schemas']['HalTransactions'];
type Transaction = components['schemas']['Transaction'];

/** The data of an answer, or an Error that names the error the service answered. */
function required<T>(answer: { data?: T; error?: ErrorResponse; response: Response }): T {
  if (answer.data !== undefined) return answer.data;
  const { response, error } = answer;
  throw new Error(
    `${response.url} answered ${response.status}: ${error?.error ?? 'no code'} ${error?.message ?? ''}`,
  );
}

export function merchantBackend(settings: ServiceSettings): MerchantBackend {
  const api: Client<paths> = createClient<paths>({ baseUrl: settings.baseUrl });
  api.use(
    {
      async onRequest({ request }) {
        request.headers.set('Authorization', `Bearer ${await settings.token()}`);
        return request;
      },
    },
    ...(settings.middleware ?? []),
  );

  async function transactionsOf(accountId: string, maxPages: number): Promise<Transaction[]> {
    const transactions: Transaction[] = [];
    let continuationKey: string | null = null;
    for (let page = 0; page < maxPages; page += 1) {
      const query: { continuation_key?: string } =
        continuationKey === null ? {} : { continuation_key: continuationKey };
      const listed: HalTransactions = required(
        await api.GET('/accounts/{account_id}/transactions', {
          params: { path: { account_id: accountId }, query },
        }),
      );
      transactions.push(...listed.transactions);
      continuationKey = listed.continuation_key ?? null;
      if (continuationKey === null) break;
    }
    return transactions;
  }

  async function linkedAccount(uid: string): Promise<LinkedAccount> {
    const path = { account_id: uid };
    const details = required(await api.GET('/accounts/{account_id}/details', { params: { path } }));
    const { balances } = required(await api.GET('/accounts/{account_id}/balances', { params: { path } }));
    const limit = details.credit_limit;
    return {
      uid,
      label: details.account_id?.iban ?? details.account_id?.other?.identification ?? details.name ?? '',
      currency: details.currency,
      creditLimit: limit ? `${limit.amount} ${limit.currency}` : null,
      balances: balances.map((balance) => ({
        type: balance.balance_type,
        amount: balance.balance_amount.amount,
        at: balance.last_change_date_time ?? balance.reference_date ?? null,
      })),
      transactions: (await transactionsOf(uid, 3)).map((transaction) => ({
        amount: transaction.transaction_amount.amount,
        direction: transaction.credit_debit_indicator,
        date: transaction.booking_date ?? transaction.transaction_date ?? null,
        note: (transaction.remittance_information ?? []).join(' '),
      })),
    };
  }

  return {
    async startAccountLinking(bank: Bank, redirectUrl: string, state: string) {
      const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const started = required(
        await api.POST('/auth', {
          body: {
            access: { valid_until: validUntil, balances: true, transactions: true },
            aspsp: bank,
            state,
            redirect_url: redirectUrl,
            psu_type: 'personal',
          },
        }),
      );
      return {
        authorizationId: started.authorization_id,
        redirectTo: `${started.url}&merchant_ref=${encodeURIComponent(state)}`,
      };
    },

    async finishAccountLinking(code: string): Promise<LinkedSession> {
      const session = required(await api.POST('/sessions', { body: { code } }));
      const accounts: LinkedAccount[] = [];
      // A closed or blocked account has no uid: its data cannot be fetched.
      for (const { uid } of session.accounts) if (uid) accounts.push(await linkedAccount(uid));
      const path = { session_id: session.session_id };
      const shown = required(await api.GET('/sessions/{session_id}', { params: { path } }));
      return { sessionId: session.session_id, status: shown.status, accounts };
    },

    async unlink(sessionId: string) {
      const path = { session_id: sessionId };
      return required(await api.DELETE('/sessions/{session_id}', { params: { path } })).message;
    },

    async startPayment(bank: Bank, order: { amount: string; reference: string }, redirectUrl: string) {
      const created = required(
        await api.POST('/payments', {
          body: {
            payment_type: 'SEPA',
            payment_request: {
              credit_transfer_transaction: [
                {
                  instructed_amount: { currency: 'EUR', amount: order.amount },
                  beneficiary: {
                    creditor: { name: 'Demo Shop Oy' },
                    creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
                  },
                  remittance_information: [order.reference],
                },
              ],
            },
            aspsp: bank,
            state: order.reference,
            redirect_url: redirectUrl,
            psu_type: 'personal',
          },
        }),
      );
      return {
        paymentId: created.payment_id,
        redirectTo: `${created.url}&order=${encodeURIComponent(order.reference)}`,
      };
    },

    async paymentOutcome(paymentId: string): Promise<PaymentOutcome> {
      const path = { payment_id: paymentId };
      const payment = required(await api.GET('/payments/{payment_id}', { params: { path } }));
      const [instruction] = payment.payment_details.credit_transfer_transaction ?? [];
      return {
        status: payment.status,
        final: payment.final_status,
        reason: payment.status_reason_information?.status_reason_code ?? null,
        debtorAccount: payment.payment_details.debtor_account?.identification ?? null,
        amount: instruction?.instructed_amount.amount ?? null,
      };
    },

    async forgetPayment(paymentId: string) {
      const path = { payment_id: paymentId };
      return required(await api.DELETE('/payments/{payment_id}', { params: { path } })).message;
    },
  };
}
