import type { FlowStep } from '../../api/types.js';
import { renderConsentStep } from './consent-step.js';
import { renderCredentialsStep } from './credentials-step.js';
import { renderDecoupledStep } from './decoupled-step.js';
import { renderDoneStep, renderFailedStep, renderRedirectStep } from './final-steps.js';
import { renderMethodStep } from './method-step.js';
import type { StepContext } from './step-context.js';

/** The template of a step of the flow (the hand-off's QR code excepted, which replaces a step). */
export function renderStep(step: FlowStep, context: StepContext) {
  switch (step.type) {
    case 'consent':
      return renderConsentStep(step, context);
    case 'method':
      return renderMethodStep(step, context);
    case 'credentials':
      return renderCredentialsStep(step, context);
    case 'decoupled':
      return renderDecoupledStep(step, context);
    case 'redirect':
      return renderRedirectStep(step, context);
    case 'done':
      return renderDoneStep(step, context);
    case 'failed':
      return renderFailedStep(step, context);
  }
}
