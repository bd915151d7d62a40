/** The details of the widgets' events (Widget API v1, section 6). */
import type { ReportedErrorCode } from './api/widget-error.js';

export interface WidgetErrorDetail {
  /** An ErrorCode from the backend, or one of the widget's own codes (see docs/elements.md). */
  error: ReportedErrorCode;
  /** The reason in English, for developers; the widget shows the PSU a localised text. */
  message: string;
  /** The HTTP status, when the backend answered. */
  code?: number;
}

export interface SelectedDetail {
  beta: boolean;
  country: string;
  name: string;
  psuType: string;
  sandbox: boolean;
  service: string;
}

export interface ConsentDecisionDetail {
  authorization: string;
  url: string;
}

export interface AisLoadedDetail {
  authorization: string;
  aspsp: { name: string; country: string };
}

export interface PisLoadedDetail {
  payment: string;
  aspsp: { name: string; country: string };
}

/** Events every widget fires. `error` is typed here, as HTMLElement's own is an ErrorEvent. */
export interface WidgetEventMap extends Omit<HTMLElementEventMap, 'error'> {
  error: CustomEvent<WidgetErrorDetail>;
  ready: CustomEvent<void>;
}

export interface AspspListEventMap extends WidgetEventMap {
  selected: CustomEvent<SelectedDetail>;
}

export interface ConsentEventMap extends WidgetEventMap {
  confirmed: CustomEvent<ConsentDecisionDetail>;
  cancelled: CustomEvent<ConsentDecisionDetail>;
}

/** Beyond the specification: fired on each step the auth flow shows, for analytics. */
export interface StepDetail {
  type: string;
}

export interface AuthFlowEventMap extends WidgetEventMap {
  step: CustomEvent<StepDetail>;
  'ais-loaded': CustomEvent<AisLoadedDetail>;
  'pis-loaded': CustomEvent<PisLoadedDetail>;
}
