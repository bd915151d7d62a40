/**
 * The PSU's phone as browser tests hold it: a real touch-screen browser of its own on the Node
 * side (touch-phone-plugin.ts). Put it down after each test that used it.
 */
import { runServerCommand } from './server-command.js';
import type { PhoneAnswer, PhoneCommand, PhoneScreen } from './touch-phone-command.js';

function send<T>(command: PhoneCommand): Promise<T> {
  return runServerCommand<T, PhoneCommand>('phone', command, `phone.${command.op}`);
}

export const phone = {
  /** Starts the phone ahead of the moment a test must be quick with it (a browser takes a second or two to start). */
  pickUp: () => send<boolean>({ op: 'pickUp' }),
  /** Scans a hand-off URL: its page, then its Continue when it has one, which uses the link. */
  open: (url: string) => send<PhoneScreen>({ op: 'open', url }),
  /** Reloads the page on screen. */
  read: () => send<PhoneScreen>({ op: 'read' }),
  answer: (answer: PhoneAnswer) => send<PhoneScreen>({ op: 'answer', answer }),
  /** Closes the phone's browser context; the next open starts a phone with nothing in it. */
  putDown: () => send<boolean>({ op: 'putDown' }),
};
