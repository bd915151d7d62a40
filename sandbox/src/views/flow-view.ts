import { selectableMethods } from '../catalogue/aspsp-support.js';
import {
  EXPIRED_DESCRIPTION,
  expiredRedirectUrl,
  failureRedirectUrl,
  successRedirectUrl,
} from '../flow/callback-url.js';
import { credentialsFrameOf } from '../flow/frame-url.js';
import { credentialFields } from '../flow/credentials.js';
import { isExpired } from '../flow/transitions.js';
import { verificationCodeFor } from '../flow/verification-code.js';
import { DECOUPLED_PROMPTS, DEFAULT_DECOUPLED_PROMPT } from './decoupled-prompts.js';
import { SANDBOX_USERS } from '../data/sandbox-users.js';
import { summarisePayment } from '../payment/payment-summary.js';
import type { AttemptRecord } from '../state/records.js';
import type { FlowState, FlowStep, Handoff } from '../types/flow.js';
import type { PageLanguage } from '../types/page-languages.js';
import { aspspSummary } from './aspsp-view.js';
import { PAGE_TEXTS } from './page-texts/all.js';
import { sandboxBankUrl } from './page-urls.js';

/** The widget may not poll faster than this (widget-api.md, section 5). */
export const POLL_INTERVAL_MS = 500;

/**
 * GET and POST …/flow answer with this; `handoff` comes from flow/handoff.ts (currentHandoff).
 * `language` is the PSU's (routes/flows.ts): a decoupled step's message speaks it.
 */
export function flowStateView(
  attempt: AttemptRecord,
  origin: string,
  now: number,
  language: PageLanguage,
  handoff?: Handoff,
): FlowState {
  const application = attempt.application;
  return {
    service: attempt.service,
    id: attempt.id,
    application: { name: application.name, environment: application.environment },
    aspsp: aspspSummary(attempt.aspsp, origin),
    psu_type: attempt.psu_type,
    step: isExpired(attempt, now) ? expiredStep(attempt) : stepView(attempt, origin, language),
    expires_at: new Date(attempt.expires_at).toISOString(),
    sandbox: application.environment === 'SANDBOX' ? { users: [...SANDBOX_USERS] } : undefined,
    handoff,
  };
}

function expiredStep(attempt: AttemptRecord): FlowStep {
  return {
    type: 'failed',
    error: 'EXPIRED_SESSION',
    error_description: EXPIRED_DESCRIPTION,
    redirect_url: expiredRedirectUrl(attempt),
  };
}

function stepView(attempt: AttemptRecord, origin: string, language: PageLanguage): FlowStep {
  const phase = attempt.phase;
  switch (phase.type) {
    case 'consent':
      return attempt.service === 'AIS'
        ? { type: 'consent', provider: attempt.application.provider, access: attempt.access }
        : {
            type: 'consent',
            provider: attempt.application.provider,
            payment: summarisePayment(attempt.payment_type, attempt.payment_request),
          };
    case 'method':
      return {
        type: 'method',
        methods: selectableMethods(attempt).map(({ name, title, approach, psu_type }) => ({
          name,
          title,
          approach,
          psu_type,
        })),
      };
    case 'credentials':
      return {
        type: 'credentials',
        method: phase.method.name,
        fields: credentialFields(phase.method),
        error: phase.error,
        frame: credentialsFrameOf(attempt, origin),
      };
    case 'decoupled': {
      const prompt = DECOUPLED_PROMPTS[phase.method.name] ?? DEFAULT_DECOUPLED_PROMPT;
      return {
        type: 'decoupled',
        message: PAGE_TEXTS[language][prompt.pageText],
        verification_code: prompt.showsVerificationCode ? verificationCodeFor(attempt.id) : undefined,
        poll_interval_ms: POLL_INTERVAL_MS,
      };
    }
    case 'redirect':
      return { type: 'redirect', url: sandboxBankUrl(attempt, origin) };
    case 'done':
      return { type: 'done', redirect_url: successRedirectUrl(attempt) };
    case 'failed':
      return {
        type: 'failed',
        error: phase.error,
        error_description: phase.error_description,
        redirect_url: failureRedirectUrl(attempt, phase.error, phase.error_description),
      };
  }
}
