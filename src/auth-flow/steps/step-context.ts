import type { FlowAction, FlowState } from '../../api/types.js';
import type { Localization } from '../../i18n/localization.js';
import type { CredentialsFrameView } from '../frame/credentials-frame.js';
import type { FrameSource } from '../frame/frame-source.js';

/** What a step's template needs from the element. */
export interface StepContext {
  i18n: Localization;
  flow: FlowState;
  /** An action is under way: every control that sends one is disabled. */
  busy: boolean;
  act(action: FlowAction): void;
  /** Sends the page to a backend-given URL (checked for safety first). */
  navigate(url: string): void;
  /** An id unique on the page, so two widgets never share ids. */
  id(suffix: string): string;
  /** Present when "continue on your phone" is offered at this step. */
  handoff?: HandoffOffer;
  /** Present at a credentials step that carries `frame`: the backend shows the fields itself. */
  credentialsFrame?: FramedStep;
}

/** A credentials step in the backend's frame (widget-api.md, section 5b). */
export interface FramedStep {
  source: FrameSource;
  view: CredentialsFrameView;
}

export interface HandoffOffer {
  /** Shows the QR code. */
  show(): void;
  /** On a touch device the hand-off comes after the step's own way on. */
  second: boolean;
}
