/**
 * Where the credentials frame of a step is loaded from (widget-api.md, section 5b): the
 * backend's own origin only, under the navigation rule, with the widget's locale in its query.
 */
import { unsafeUrlError } from '../../api/navigate.js';
import { toBackendPage } from '../../api/safe-url.js';
import type { FlowState } from '../../api/types.js';
import type { WidgetError } from '../../api/widget-error.js';

export type FrameSource = { url: string } | { refused: WidgetError };

export function credentialsFrameSource(
  raw: string,
  backendOrigin: string | undefined,
  locale: string,
): FrameSource {
  // Only the backend's origin is trusted with the credentials, and only its messages are read.
  const url = toBackendPage(raw, backendOrigin);
  if (!url) return { refused: unsafeUrlError() };
  url.searchParams.set('locale', locale);
  return { url: url.href };
}

/** The frame URL the backend gave the flow's step, if it is a framed credentials step. */
export function frameUrlOf(flow: FlowState | undefined): string | undefined {
  return flow?.step.type === 'credentials' ? flow.step.frame?.url : undefined;
}
