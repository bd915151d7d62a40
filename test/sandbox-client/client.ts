/**
 * The JSON HTTP API at {base_url}, one method per operation of the specification's
 * Endpoints table. Every request carries a fresh JWT of the application.
 */
import type { KeyObject } from 'node:crypto';
import type {
  AspspQuery,
  AuthorizeSessionResponse,
  AccountResource,
  CreatePaymentRequest,
  CreatePaymentResponse,
  GetApplicationResponse,
  GetAspspsResponse,
  GetPaymentResponse,
  GetPaymentTransactionResponse,
  GetSessionResponse,
  HalBalances,
  HalTransactions,
  PsuHeaders,
  StartAuthorizationRequest,
  StartAuthorizationResponse,
  SubmitPaymentResponse,
  SuccessResponse,
  Transaction,
  TransactionsQuery,
} from './api-types.js';
import { callJson, type JsonRequest } from './http-call.js';
import type { OpenApiOperation } from './openapi-check.js';
import { signJwt, type TokenTarget } from './jwt.js';

export interface ClientSettings {
  /** {base_url}, without a trailing slash. */
  baseUrl: string;
  /** The application id: the JWT's kid. */
  applicationId: string;
  privateKey: KeyObject;
  /** iss (the service's domain) and aud (the API host) of the JWTs. */
  token: TokenTarget;
  /** Default the global fetch; over https, one that trusts only the service's CA. */
  fetch?: typeof fetch;
}

export class ServiceClient {
  constructor(private readonly settings: ClientSettings) {}

  getApplication(): Promise<GetApplicationResponse> {
    return this.call('GET', '/application');
  }

  getAspsps(query: AspspQuery = {}): Promise<GetAspspsResponse> {
    return this.call('GET', `/aspsps${queryString({ ...query })}`);
  }

  startAuthorization(body: StartAuthorizationRequest): Promise<StartAuthorizationResponse> {
    return this.call('POST', '/auth', { body });
  }

  authorizeSession(code: string): Promise<AuthorizeSessionResponse> {
    return this.call('POST', '/sessions', { body: { code } });
  }

  getSession(sessionId: string): Promise<GetSessionResponse> {
    return this.call('GET', `/sessions/${encodeURIComponent(sessionId)}`);
  }

  deleteSession(sessionId: string, psu?: PsuHeaders): Promise<SuccessResponse> {
    return this.call('DELETE', `/sessions/${encodeURIComponent(sessionId)}`, { psu });
  }

  getAccountDetails(accountId: string, psu?: PsuHeaders): Promise<AccountResource> {
    return this.call('GET', `/accounts/${encodeURIComponent(accountId)}/details`, { psu });
  }

  getAccountBalances(accountId: string, psu?: PsuHeaders): Promise<HalBalances> {
    return this.call('GET', `/accounts/${encodeURIComponent(accountId)}/balances`, { psu });
  }

  getAccountTransactions(
    accountId: string,
    query: TransactionsQuery = {},
    psu?: PsuHeaders,
  ): Promise<HalTransactions> {
    const path = `/accounts/${encodeURIComponent(accountId)}/transactions${queryString({ ...query })}`;
    return this.call('GET', path, { psu });
  }

  getTransaction(accountId: string, transactionId: string, psu?: PsuHeaders): Promise<Transaction> {
    const path = `/accounts/${encodeURIComponent(accountId)}/transactions/${encodeURIComponent(transactionId)}`;
    return this.call('GET', path, { psu });
  }

  createPayment(body: CreatePaymentRequest): Promise<CreatePaymentResponse> {
    return this.call('POST', '/payments', { body });
  }

  getPayment(paymentId: string): Promise<GetPaymentResponse> {
    return this.call('GET', `/payments/${encodeURIComponent(paymentId)}`);
  }

  deletePayment(paymentId: string): Promise<SuccessResponse> {
    return this.call('DELETE', `/payments/${encodeURIComponent(paymentId)}`);
  }

  submitPayment(paymentId: string): Promise<SubmitPaymentResponse> {
    return this.call('POST', `/payments/${encodeURIComponent(paymentId)}/submit`, { body: {} });
  }

  getPaymentTransaction(paymentId: string, transactionId: string): Promise<GetPaymentTransactionResponse> {
    const path = `/payments/${encodeURIComponent(paymentId)}/transactions/${encodeURIComponent(transactionId)}`;
    return this.call('GET', path);
  }

  /** Any path with a token the caller made, to show how the service takes unusual tokens. */
  async getApplicationWithToken(token: string): Promise<GetApplicationResponse> {
    return callJson({
      method: 'GET',
      url: `${this.settings.baseUrl}/application`,
      headers: { Authorization: `Bearer ${token}` },
      fetch: this.settings.fetch,
      openApi: this.openApi('/application'),
    });
  }

  private async call<T>(
    method: JsonRequest['method'],
    path: string,
    options: { body?: unknown; psu?: PsuHeaders } = {},
  ): Promise<T> {
    const { privateKey, token, applicationId } = this.settings;
    const jwt = await signJwt(privateKey, token, applicationId);
    const headers: Record<string, string> = { Authorization: `Bearer ${jwt}` };
    for (const [name, value] of Object.entries(options.psu ?? {})) {
      if (value !== undefined) headers[name] = value;
    }
    return callJson({
      method,
      url: `${this.settings.baseUrl}${path}`,
      headers,
      body: options.body,
      fetch: this.settings.fetch,
      openApi: this.openApi(path),
    });
  }

  /** Every answer is checked against the document the service serves at {base_url}/openapi.json. */
  private openApi(path: string): OpenApiOperation {
    return { document: `${this.settings.baseUrl}/openapi.json`, path };
  }
}

function queryString(parameters: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined) search.set(name, value);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
