/**
 * Each later step of the flow (method, credentials, decoupled…) is rendered for the first
 * time in a page when the PSU's action is answered: Lit then prepares the step's templates
 * (parses their HTML) and V8 compiles the step's functions on their first call, which made
 * the main thread's work from the answer to the step painted about twice a hand-written
 * page's. Once the first step has painted, while the PSU reads it, each later step is
 * rendered once off the page on made-up data, after a made-up answer of it has been checked
 * as a real one is: the real answer finds its templates prepared and its functions compiled.
 * Nothing on the page changes and no event fires; once per page.
 */
import { nothing, render } from 'lit';
import type { FlowState, FlowStep } from '../api/types.js';
import { isFlowState } from '../api/validate.js';
import type { Localization } from '../i18n/localization.js';
import { renderStep } from './steps/render-step.js';
import type { FramedStep, StepContext } from './steps/step-context.js';

/**
 * A step of each kind the PSU stays on, with every optional part, so that each of their
 * templates is prepared: not `done` nor a plain `redirect`, after which the page leaves at once.
 * The hand-off is offered with each (the decoupled step's button, the redirect's choice).
 */
const madeUpSteps: readonly FlowStep[] = [
  {
    type: 'method',
    methods: [
      { name: 'app', title: 'App', approach: 'DECOUPLED', psu_type: 'personal' },
      { name: 'code', title: 'Code', approach: 'EMBEDDED', psu_type: 'personal' },
      { name: 'bank', title: 'Bank', approach: 'REDIRECT', psu_type: 'personal' },
    ],
  },
  {
    type: 'credentials',
    method: 'code',
    fields: [
      {
        name: 'user',
        title: 'User',
        required: true,
        secret: false,
        description: 'Id',
        template: '^\\w{3,}$',
      },
      { name: 'tan', title: 'TAN', required: true, secret: true, template: '^[0-9]{6}$' },
    ],
  },
  // The bank refused the credentials: the same step with its error.
  {
    type: 'credentials',
    method: 'code',
    fields: [{ name: 'tan', title: 'TAN', required: false, secret: true }],
    error: { message: 'Refused' },
  },
  // The backend shows the fields itself (widget-api.md, section 5b).
  {
    type: 'credentials',
    method: 'code',
    fields: [{ name: 'tan', title: 'TAN', required: true, secret: true }],
    frame: { url: 'https://bank.invalid/frame' },
  },
  { type: 'decoupled', message: 'Open the app', verification_code: '12', poll_interval_ms: 2000 },
  { type: 'redirect', url: 'https://bank.invalid/' },
  {
    type: 'failed',
    error: 'access_denied',
    error_description: 'Cancelled',
    redirect_url: 'https://shop.invalid/',
  },
];

let warmed = false;

const ignore = () => undefined;

/**
 * A frame that never loads, as the step shows it: first its room alone, then the iframe (which,
 * detached, loads nothing).
 */
const madeUpFrames: FramedStep[] = [undefined, 'about:blank'].map((placedUrl) => ({
  source: { url: 'about:blank' },
  view: { placedUrl, height: undefined, blocked: false, attach: ignore },
}));

/**
 * Checks each made-up step as an answer and renders it into a detached element, within the
 * flow `shown` and with the element's texts, but with no way to act; later calls do nothing.
 */
export function warmUpSteps(i18n: Localization, shown: FlowState): void {
  if (warmed) return;
  warmed = true;
  const container = document.createElement('div');
  for (const step of madeUpSteps) {
    const flow = { ...shown, step };
    // As an answer arrives: parsed from JSON, then checked.
    isFlowState(JSON.parse(JSON.stringify(flow)));
    const frames = step.type === 'credentials' && step.frame ? madeUpFrames : [undefined];
    for (const credentialsFrame of frames) {
      const context: StepContext = {
        i18n,
        flow,
        busy: false,
        act: ignore,
        navigate: ignore,
        id: (suffix) => `service-warm-up-${suffix}`,
        handoff: { show: ignore, second: false },
        credentialsFrame,
      };
      // Into the same element, one after the other, as the steps replace each other.
      render(renderStep(step, context), container);
    }
  }
  render(nothing, container);
}
