import type { Message } from '../message.js';

/** English: the reference catalogue. Every other locale has exactly these keys. */
export const en = {
  loading: 'Loading…',
  retry: 'Try again',
  errorHeading: 'Something went wrong',
  sandboxBadge: 'Sandbox',
  errorNetwork: 'The service could not be reached. Check your connection and try again.',
  errorTimeout: 'The service did not answer in time. Please try again.',
  errorInvalidResponse: 'The service sent an answer that could not be read. Please try again later.',
  errorMissingAttribute: 'This widget is not set up correctly: the “{attribute}” attribute is missing.',
  errorInvalidAttribute: 'This widget is not set up correctly: the “{attribute}” attribute is not valid.',
  errorUnsafeUrl: 'The service gave an address that is not safe to open, so it was not opened.',
  errorOriginRefused: 'This website is not allowed to use the service.',
  errorNotFound:
    'This request was not found. It may have been made in the other environment (sandbox or production).',
  errorExpired: 'This request has expired. Please start again.',
  errorRateLimited: 'There have been too many requests. Please wait a moment and try again.',
  errorService: 'The service could not complete the request. Please try again later.',
  aspspCount: { one: '{count} bank available', other: '{count} banks available' },
  consentHeading: '{application} asks for access to your data at {aspsp}',
  authFlowHeading: 'Authorisation at {aspsp}',
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, Message>;
