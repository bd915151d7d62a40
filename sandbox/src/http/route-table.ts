import { ApiError, wrongParameters } from './api-error.js';

/** A path pattern whose capture groups are the ids in the path, and its handler per method. */
export interface Route<Handler> {
  pattern: RegExp;
  handlers: Partial<Record<string, Handler>>;
}

export interface RouteMatch<Handler> {
  handler: Handler;
  /** The path's capture groups, percent-decoded: the resource id, then a sub-resource id. */
  ids: string[];
}

/**
 * The handler of a request in one of the backend's APIs. Throws a 404 ApiError for a path
 * that is no endpoint, and a 400 that names the allowed methods for a method it does not take.
 */
export function matchRoute<Handler>(
  routes: readonly Route<Handler>[],
  method: string,
  path: string,
  base: string,
): RouteMatch<Handler> {
  const route = routes.find((candidate) => candidate.pattern.test(path));
  if (!route) throw new ApiError(404, `There is no endpoint ${base}${path}.`);
  const handler = route.handlers[method];
  if (!handler) {
    const allowed = Object.keys(route.handlers).join(' or ');
    throw wrongParameters(`${method} is not supported on ${base}${path}: use ${allowed}.`);
  }
  const ids = (route.pattern.exec(path) ?? []).slice(1).map(decodePathSegment);
  return { handler, ids };
}

/** Runs a handler and answers the ApiError it throws with its ErrorResponse. */
export function replyOrError<Reply>(answer: () => Reply): Reply | { status: number; body: unknown } {
  try {
    return answer();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.toResponse() };
    throw error;
  }
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
