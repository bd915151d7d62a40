import { element } from './dom.js';

/**
 * A message about what the page did, in a container that is a live region (role="alert"
 * for errors is set on the message itself, so only a new error interrupts).
 */
export function showNotice(container: HTMLElement, kind: 'error' | 'info' | 'success', text: string): void {
  const message = element('p', { className: `notice notice-${kind}`, text });
  if (kind === 'error') message.setAttribute('role', 'alert');
  container.replaceChildren(message);
}

export function clearNotice(container: HTMLElement): void {
  container.replaceChildren();
}
