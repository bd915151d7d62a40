/**
 * The journeys the demo application started, by their OAuth `state`. The state comes back
 * in the redirect to the callback page, so the server side knows which application's key to
 * sign with, which payment to look at and whether the code was already exchanged.
 * In memory: a restarted demo forgets them, as a real application's session store would not.
 */
import { randomBytes } from 'node:crypto';
import type { Journey, ReceivedWebhook } from '../common/demo-api-contract.js';
import type { AuthorizeSessionResponse } from '../common/json-api-types.js';

/** Enough for any demo session; the oldest journeys are forgotten first. */
const MAX_JOURNEYS = 1000;

export interface JourneyRecord extends Journey {
  state: string;
  authorizationId?: string;
  paymentId?: string;
  /** PIS: the application id and environment its payment's webhooks must name (sub, environment). */
  webhookSigner?: { applicationId: string; environment: 'SANDBOX' | 'PRODUCTION' };
  /** PIS: the payment status webhooks received for the payment, oldest first. */
  webhooks?: ReceivedWebhook[];
  /** The answer of POST /sessions: the account details are shown only once by the API. */
  session?: AuthorizeSessionResponse;
}

export class JourneyStore {
  private readonly journeys = new Map<string, JourneyRecord>();

  /** A state no one can guess, so a callback cannot be forged for someone else's journey. */
  newState(): string {
    return randomBytes(18).toString('base64url');
  }

  add(record: JourneyRecord): void {
    this.journeys.set(record.state, record);
    if (this.journeys.size > MAX_JOURNEYS) {
      const oldest = this.journeys.keys().next().value;
      if (oldest !== undefined) this.journeys.delete(oldest);
    }
  }

  get(state: string): JourneyRecord | undefined {
    return this.journeys.get(state);
  }

  /** The payment journey of a payment id, as a webhook names it. */
  byPayment(paymentId: string): JourneyRecord | undefined {
    for (const journey of this.journeys.values()) {
      if (journey.service === 'PIS' && journey.paymentId === paymentId) return journey;
    }
    return undefined;
  }
}

/** What the browser may see of a journey: no ids it does not need. */
export function publicJourney(record: JourneyRecord): Journey {
  return {
    service: record.service,
    application: record.application,
    aspsp: record.aspsp,
    psuType: record.psuType,
    ...(record.deferred === undefined ? {} : { deferred: record.deferred }),
    ...(record.submitted === undefined ? {} : { submitted: record.submitted }),
  };
}
