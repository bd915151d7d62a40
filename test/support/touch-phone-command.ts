/** The messages a browser test sends to the PSU's phone (touch-phone-plugin.ts) through the `phone` server command. */
export type PhoneAnswer = 'approve' | 'cancel';

export type PhoneCommand =
  | { op: 'pickUp' }
  | { op: 'open'; url: string }
  | { op: 'read' }
  | { op: 'answer'; answer: PhoneAnswer }
  | { op: 'putDown' };

/** What the phone shows after a command. */
export interface PhoneScreen {
  /** The HTTP status of the page on screen. */
  status: number;
  /** The page's address: after a hand-off's Continue, the phone's own key to the authorisation. */
  url: string;
  /** The page's words, as the screen shows them. */
  text: string;
}
