import type { ReactiveControllerHost } from 'lit';

type FocusHost = Pick<ReactiveControllerHost, 'updateComplete'> &
  Pick<HTMLElement, 'contains' | 'querySelector'>;

/**
 * Focus that was in a widget and that its next render takes away goes, once rendered, to the
 * first element `selector` finds in it. Taken away: the focused element is gone (the content an
 * error replaces) or disabled (the button that started an action), which browsers leave focused
 * only until they drop its focus to the page; either way a screen reader would lose its place.
 */
export async function keepFocusInside(
  host: FocusHost,
  selector: string,
  focusInside: boolean,
): Promise<void> {
  if (!focusInside) return;
  await host.updateComplete;
  const active = document.activeElement as { disabled?: unknown } | null;
  if (!host.contains(active as Node | null) || active?.disabled === true)
    host.querySelector<HTMLElement>(selector)?.focus();
}
