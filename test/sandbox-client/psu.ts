/**
 * The PSU: in reality a person in a browser. Here the widget API of docs/widget-api.md is
 * driven over HTTP as the auth flow widget would drive it on the merchant's page (an
 * Origin whitelisted for the application, `sandbox=true`), a framed credentials step as the
 * service's frame would post it, and the simulated bank's page is answered like a form. The result is the callback URL the PSU's browser is sent to.
 */

type Json = Record<string, unknown>;

interface SandboxUser {
  username: string;
  password: string;
  otp?: string;
}

/** The sandbox's test user, used when the flow does not list its own. */
const DEMO_USER: SandboxUser = { username: 'demo', password: 'demo1234', otp: '123456' };
const MAX_MOVES = 40;

export interface PsuSettings {
  /** {auth_url}: the widget API lives under <authUrl>/widget-api/v1. */
  authUrl: string;
  /** The merchant page's origin, whitelisted as a widget origin of the application. */
  pageOrigin: string;
  /** Default the global fetch; over https, one that trusts only the service's CA. */
  fetch?: typeof fetch;
}

export interface PsuOutcome {
  /** Where the PSU's browser ends: redirect_url with code/state (or error). */
  callback: URL;
  /** The step types seen, in order, to tell which approach the flow took. */
  steps: string[];
}

export class FlowFailure extends Error {}

export class Psu {
  constructor(private readonly settings: PsuSettings) {}

  /** The fetch of the PSU's browser. */
  private get browser(): typeof fetch {
    return this.settings.fetch ?? fetch;
  }

  /** Walks an authorisation (AIS) or a payment (PIS) to its `done` step, approving everything. */
  async authorise(kind: 'authorizations' | 'payments', id: string, approach?: string): Promise<PsuOutcome> {
    const outcome = await this.walk(kind, id, approach);
    if (outcome.callback === undefined) throw new FlowFailure(`The ${kind} flow of ${id} did not end.`);
    return { callback: outcome.callback, steps: outcome.steps };
  }

  /**
   * Walks the flow until the step `type` is shown and leaves the PSU there, as a person who
   * closes the laptop half-way; returns the steps seen. authorise() carries on from there.
   */
  async authoriseUntil(
    kind: 'authorizations' | 'payments',
    id: string,
    type: string,
    approach?: string,
  ): Promise<string[]> {
    const outcome = await this.walk(kind, id, approach, type);
    if (outcome.steps.at(-1) !== type)
      throw new FlowFailure(`The ${kind} flow of ${id} never showed ${type}.`);
    return outcome.steps;
  }

  private async walk(
    kind: 'authorizations' | 'payments',
    id: string,
    approach: string | undefined,
    stopAt?: string,
  ): Promise<{ callback?: URL; steps: string[] }> {
    const flowPath = `/${kind}/${encodeURIComponent(id)}/flow`;
    let state = await this.widgetApi('GET', flowPath);
    const steps: string[] = [];
    for (let move = 0; move < MAX_MOVES; move += 1) {
      const step = objectAt(state, 'step');
      const type = String(step.type);
      steps.push(type);
      if (type === stopAt) return { steps };
      switch (type) {
        case 'done':
          return { callback: new URL(String(step.redirect_url)), steps };
        case 'failed':
          throw new FlowFailure(`The ${kind} flow of ${id} failed: ${JSON.stringify(step)}`);
        case 'consent':
          state = await this.widgetApi('POST', flowPath, { action: 'confirm' });
          break;
        case 'method':
          state = await this.widgetApi('POST', flowPath, {
            action: 'select_method',
            method: chooseMethod(step, approach),
          });
          break;
        case 'credentials': {
          const submit = {
            action: 'submit_credentials',
            credentials: fillCredentials(step, sandboxUser(state)),
          };
          // A framed step is typed in the service's own page, which posts from its origin.
          const answer = await this.widgetApi('POST', flowPath, submit, frameOrigin(step));
          const next = objectAt(answer, 'step');
          if (next.type === 'credentials' && next.error !== undefined) {
            throw new FlowFailure(`The test user's credentials were refused: ${JSON.stringify(next.error)}`);
          }
          state = answer;
          break;
        }
        case 'decoupled':
          // The step tells how often to poll; this is the widget's own polling, not a guess.
          await delay(Math.max(500, Number(step.poll_interval_ms)));
          state = await this.widgetApi('GET', flowPath);
          break;
        case 'redirect':
          await this.approveAtBank(String(step.url));
          state = await this.widgetApi('GET', flowPath);
          break;
        default:
          throw new FlowFailure(`Unknown step ${JSON.stringify(step)}`);
      }
    }
    throw new FlowFailure(`The ${kind} flow of ${id} did not end within ${MAX_MOVES} moves.`);
  }

  /**
   * The simulated bank: a form POST of the PSU's approval, whose redirect is not followed. It
   * comes from the bank's own page, as a browser's would, so it carries that page's Origin.
   */
  private async approveAtBank(url: string): Promise<void> {
    const response = await this.browser(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(url).origin },
      body: 'decision=approve',
      redirect: 'manual',
    });
    if (response.status < 300 || response.status > 399) {
      throw new FlowFailure(`The bank page ${url} answered ${response.status}: ${await response.text()}`);
    }
  }

  /** `origin`: the page that calls, by default the merchant's. */
  private async widgetApi(method: 'GET' | 'POST', path: string, body?: Json, origin?: string): Promise<Json> {
    const url = `${this.settings.authUrl}/widget-api/v1${path}?sandbox=true`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': 'en',
      Origin: origin ?? this.settings.pageOrigin,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await this.browser(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new FlowFailure(`${method} ${url} answered ${response.status}: ${text}`);
    return JSON.parse(text) as Json;
  }
}

/** The method of the wanted approach if the step lists one, else the first. */
export function chooseMethod(step: Json, approach?: string): string {
  const methods = Array.isArray(step.methods) ? (step.methods as Json[]) : [];
  const chosen = methods.find((method) => method.approach === approach) ?? methods[0];
  if (chosen === undefined)
    throw new FlowFailure(`The method step lists no methods: ${JSON.stringify(step)}`);
  return String(chosen.name);
}

/** Values for the step's fields, by the field name or, failing that, by what the field is. */
export function fillCredentials(step: Json, user: SandboxUser): Record<string, string> {
  const fields = Array.isArray(step.fields) ? (step.fields as Json[]) : [];
  const values: Record<string, string> = {};
  for (const field of fields) {
    const name = String(field.name);
    const known = (user as unknown as Record<string, string | undefined>)[name];
    if (known !== undefined) values[name] = known;
    else if (/otp|code|token/i.test(name)) values[name] = user.otp ?? DEMO_USER.otp ?? '';
    else if (field.secret === true || /pass|pin/i.test(name)) values[name] = user.password;
    else values[name] = user.username;
  }
  return values;
}

/** The origin of the step's credentials frame (widget-api.md, section 5b), if it has one. */
function frameOrigin(step: Json): string | undefined {
  const frame = step.frame as { url?: unknown } | undefined;
  return typeof frame?.url === 'string' ? new URL(frame.url).origin : undefined;
}

function sandboxUser(state: Json): SandboxUser {
  const users = (state.sandbox as { users?: SandboxUser[] } | undefined)?.users ?? [];
  return users.find((user) => user.username === DEMO_USER.username) ?? users[0] ?? DEMO_USER;
}

function objectAt(value: Json, key: string): Json {
  const inner = value[key];
  if (typeof inner !== 'object' || inner === null) {
    throw new FlowFailure(`The flow state has no ${key}: ${JSON.stringify(value)}`);
  }
  return inner as Json;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
