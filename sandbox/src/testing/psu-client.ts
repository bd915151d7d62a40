/**
 * The PSU of startSandbox(): POST /control-panel/api/psu, the same call any language makes
 * over HTTP, typed.
 */

export type PsuOutcome = 'approve' | 'cancel' | 'reject';

export interface PsuOptions {
  /** The test user who logs in at the bank: demo (default), tester or a scenario user. */
  user?: string;
  /** AIS: the accounts to share, by kind (current, savings, card, currency, loan), IBAN or identification_hash; default all. */
  accounts?: 'all' | string[];
  /** PIS: the account to pay from, as on the bank's page: current (default), savings or currency. */
  payFrom?: 'current' | 'savings' | 'currency';
  /** The method to pick where the bank offers several; default the first. */
  method?: string;
  /** Values for the bank's credentials step over the test user's own (username, password, otp). */
  credentials?: Record<string, string>;
}

/** Where the PSU's browser is sent: the application's redirect_url with what it carries. */
export interface PsuResult {
  redirectUrl: string;
  /** AIS, approved: the authorisation code for POST /sessions. */
  code: string | null;
  state: string | null;
  /** OAuth's error when the PSU cancelled or the bank refused (access_denied, ASPSP_ERROR, …). */
  error: string | null;
  /** The authorisation status after the journey: AUTHORIZED, CANCELLED or FAILED. */
  status: string;
}

/** The sandbox's answer when it could not play the PSU: its status and ErrorResponse. */
export class PsuError extends Error {
  constructor(
    readonly status: number,
    readonly error: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'PsuError';
  }
}

/** `urlOrId`: the url that POST /auth or POST /payments answered, or the authorization_id or payment_id. */
export async function decideAsPsu(
  origin: string,
  urlOrId: string,
  outcome: PsuOutcome,
  options: PsuOptions = {},
): Promise<PsuResult> {
  const target = /^https?:/i.test(urlOrId) ? { url: urlOrId } : { id: urlOrId };
  const { payFrom, ...rest } = options;
  const response = await fetch(`${origin}/control-panel/api/psu`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Sandbox-Control': '1' },
    body: JSON.stringify({
      ...target,
      ...rest,
      ...(payFrom === undefined ? {} : { pay_from: payFrom }),
      outcome,
    }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    const error = typeof answer.error === 'string' ? answer.error : null;
    throw new PsuError(
      response.status,
      error,
      `${response.status} ${error ?? ''}: ${String(answer.message)}`,
    );
  }
  const redirectUrl = String(answer.redirect_url);
  const query = new URL(redirectUrl).searchParams;
  return {
    redirectUrl,
    code: query.get('code'),
    state: query.get('state'),
    error: query.get('error'),
    status: String(answer.status),
  };
}
