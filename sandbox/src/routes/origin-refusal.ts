import { ApiError } from '../http/api-error.js';

/**
 * The widget API's one answer to an origin it refuses (widget-api.md §1). It depends on the
 * origin alone, so an origin no application whitelists and an origin refused for the
 * application of an authorisation or payment get the same bytes, whether the id exists, is
 * unknown or is malformed; it names no application.
 */
export function originRefusal(origin: string): ApiError {
  return new ApiError(
    403,
    `The origin ${origin} is not whitelisted for this request: add it to the widget origins of your ` +
      'application in the control panel (for an authorisation or a payment, of the application that started it). ' +
      'An unknown or malformed id gets this same answer.',
    'UNAUTHORIZED_ACCESS',
  );
}
