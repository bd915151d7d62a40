/**
 * The messages between the widget and the backend's credentials frame (widget-api.md, section
 * 5b): objects of this `type`, told apart by `event`. No message ever carries a credential.
 */

export const FRAME_MESSAGE_TYPE = 'service-widgets:frame';

/** Taller than any login form, even at 400% zoom on a narrow screen: anything more is no height. */
const MAX_FRAME_HEIGHT = 20_000;

export type FrameMessage = { event: 'ready' | 'size'; height: number } | { event: 'submitted' };

/** What the widget sends: move focus to the frame's first field. */
export const focusMessage = { type: FRAME_MESSAGE_TYPE, event: 'focus' } as const;

/** A message from the frame in its exact shape, or undefined for anything else (then ignored). */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type !== FRAME_MESSAGE_TYPE) return undefined;
  switch (message.event) {
    case 'ready':
    case 'size':
      return isHeight(message.height) ? { event: message.event, height: message.height } : undefined;
    case 'submitted':
      return { event: 'submitted' };
    default:
      return undefined;
  }
}

function isHeight(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_FRAME_HEIGHT;
}
