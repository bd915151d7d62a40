/**
 * The payment status webhook (interface specification, Events): watches every payment created
 * with a webhook_url, triggers an event when its status changes or becomes final, and delivers
 * each event until it is acknowledged or 24 hours after it was triggered. Statuses move on
 * the sandbox clock, so the watch is a short real-time tick (unref'd, stopped by stop()).
 * Each event keeps its own schedule, as the specification promises no order: a payment's
 * newer event goes out while an older one is retried, so a late retry may reach the receiver
 * after it (webhook_triggered tells which is newer). A slow or dead receiver holds up no
 * other event.
 */
import { randomUUID } from 'node:crypto';
import type { MockStore } from '../state/store.js';
import type { PaymentObservation, PaymentRecord, WebhookEvent } from '../state/records.js';
import { ACK_TIMEOUT_MS, isAcknowledged } from './acknowledgement.js';
import { giveUpAt, nextAttemptAt } from './delivery-schedule.js';
import { CREATED_OBSERVATION, isWebhookWorthy, observePayment } from './payment-observation.js';
import type { WebhookSigningKey } from './signing-key.js';
import { triggeredAt, webhookBody } from './webhook-body.js';
import { signWebhookJwt } from './webhook-jwt.js';
import { WebhookLog } from './webhook-log.js';
import { sendWebhookRequest, type AttemptResult, type WebhookRequest } from './webhook-request.js';

/** Often enough that a sped-up clock's retries follow each other closely; cheap for a sandbox's payments. */
export const DEFAULT_CHECK_INTERVAL_MS = 200;

export interface WebhookDispatcherOptions {
  store: MockStore;
  /** Sandbox time in ms: changes, webhook_triggered and the retry schedule. */
  now(): number;
  /** Real time in ms: the JWT's iat and exp, which receivers check against their own clock. */
  realNow(): number;
  /** The JWT's x5u: where the mock serves the signing certificate. */
  certificateUrl: string;
  /** The service's signing key, loaded before the server takes its port. */
  signingKey: WebhookSigningKey;
  /** Real ms a receiver has to answer; default the specification's 10 s. */
  ackTimeoutMs?: number;
  /** Real ms between two looks at the payments and the due retries. */
  checkIntervalMs?: number;
  /** Writes what changed to the data directory; resolves once it is there (persistence/). */
  commit?: () => Promise<void> | undefined;
}

interface InFlight {
  controller: AbortController;
  done: Promise<void>;
}

export class WebhookDispatcher {
  readonly log: WebhookLog;
  /** The last state a webhook reported (or the created state), per payment id. */
  private readonly reported: Map<string, PaymentObservation>;
  private readonly inFlight = new Map<WebhookEvent, InFlight>();
  private readonly signingKey: WebhookSigningKey;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.signingKey = options.signingKey;
    this.log = new WebhookLog(options.store.webhookEvents);
    this.reported = options.store.webhookReports;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.check(), this.options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops watching and cuts the attempts under way short. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.abortAll();
  }

  /** Forgets every event and every payment seen, as MockBackend.reset() forgets the payments. */
  reset(): void {
    void this.abortAll();
    this.reported.clear();
    this.log.clear();
  }

  /** One look: new events for changed payments, then every attempt that is due. */
  check(): void {
    try {
      this.watchPayments();
      this.sendDue();
    } catch (error) {
      // A bug here must not take the server down through the timer.
      console.error('sandbox: webhook check failed', error);
    }
  }

  private watchPayments(): void {
    const now = this.options.now();
    const payments = this.options.store.payments;
    for (const id of this.reported.keys()) {
      if (!payments.has(id)) this.reported.delete(id);
    }
    for (const payment of payments.scan()) {
      if (payment.webhook_url === undefined) continue;
      const before = this.reported.get(payment.id) ?? CREATED_OBSERVATION;
      // A final status has been reported: nothing more will come.
      if (!before.updates_expected) continue;
      const after = observePayment(payment, now);
      if (!isWebhookWorthy(before, after)) continue;
      this.reported.set(payment.id, after);
      this.trigger(payment, payment.webhook_url, after, now);
    }
  }

  private trigger(payment: PaymentRecord, url: string, observation: PaymentObservation, now: number): void {
    const webhookId = randomUUID();
    const body = webhookBody(payment.id, observation, webhookId, now);
    this.log.add({
      webhook_id: webhookId,
      payment_id: payment.id,
      application_id: payment.application.id,
      environment: payment.application.environment,
      url,
      body,
      bodyText: JSON.stringify(body),
      state: 'pending',
      next_attempt_at: now,
      attempts: [],
    });
  }

  private sendDue(): void {
    const now = this.options.now();
    for (const event of this.log.pending()) {
      if (this.inFlight.has(event)) continue;
      if (event.next_attempt_at !== undefined && event.next_attempt_at <= now) this.attempt(event);
    }
  }

  private attempt(event: WebhookEvent): void {
    const at = this.options.now();
    event.next_attempt_at = undefined;
    event.give_up_at ??= giveUpAt(triggeredAt(event.body));
    const requestId = randomUUID();
    const token = signWebhookJwt({
      body: event.bodyText,
      applicationId: event.application_id,
      environment: event.environment,
      x5u: this.options.certificateUrl,
      issuedAt: this.options.realNow(),
      privateKey: this.signingKey.privateKey,
    });
    const controller = new AbortController();
    const done = this.sendWhenWritten({
      url: event.url,
      headers: {
        'Content-Type': 'application/json',
        'X-Request-Id': requestId,
        Authorization: `Bearer ${token}`,
        'User-Agent': 'open-banking-sandbox-webhooks',
      },
      body: event.bodyText,
      timeoutMs: this.options.ackTimeoutMs ?? ACK_TIMEOUT_MS,
      signal: controller.signal,
    }).then((result) => {
      this.inFlight.delete(event);
      this.record(event, at, requestId, result);
      // With a fast clock the next retry may be due already: no need to wait for the tick.
      if (this.timer) this.check();
    });
    this.inFlight.set(event, { controller, done });
  }

  /** On disk before it is sent: after a crash the event is retried with its webhook_id, never made anew. */
  private async sendWhenWritten(request: WebhookRequest): Promise<AttemptResult> {
    try {
      await this.options.commit?.();
    } catch {
      return { error: 'the event could not be written to the data directory', durationMs: 0 };
    }
    return sendWebhookRequest(request);
  }

  private record(event: WebhookEvent, at: number, requestId: string, result: AttemptResult): void {
    if (!this.log.holds(event)) return;
    const acknowledged = isAcknowledged(result.status);
    event.attempts.push({
      at,
      request_id: requestId,
      ...(result.status === undefined ? {} : { status: result.status }),
      ...(result.error === undefined ? {} : { error: result.error }),
      duration_ms: result.durationMs,
      acknowledged,
    });
    if (acknowledged) {
      event.state = 'acknowledged';
      return;
    }
    const next = nextAttemptAt(triggeredAt(event.body), event.attempts.length, this.options.now());
    if (next === undefined) event.state = 'given_up';
    else event.next_attempt_at = next;
  }

  private async abortAll(): Promise<void> {
    const running = [...this.inFlight.values()];
    for (const { controller } of running) controller.abort();
    await Promise.allSettled(running.map(({ done }) => done));
  }
}
