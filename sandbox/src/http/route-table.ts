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
  const { route, ids } = findRoute(routes, path, base);
  return { handler: routeHandler(route, method, path, base), ids };
}

/** The route of a path, and its ids; a 404 ApiError for a path that is no endpoint. */
export function findRoute<R extends Route<unknown>>(
  routes: readonly R[],
  path: string,
  base: string,
): { route: R; ids: string[] } {
  const route = routes.find((candidate) => candidate.pattern.test(path));
  if (!route) throw new ApiError(404, `There is no endpoint ${base}${path}.`);
  return { route, ids: (route.pattern.exec(path) ?? []).slice(1).map(decodePathSegment) };
}

/** The route's handler of the method; a 400 that names the allowed methods for another one. */
export function routeHandler<Handler>(
  route: Route<Handler>,
  method: string,
  path: string,
  base: string,
): Handler {
  const handler = route.handlers[method];
  if (!handler) {
    const allowed = Object.keys(route.handlers).join(' or ');
    throw wrongParameters(`${method} is not supported on ${base}${path}: use ${allowed}.`);
  }
  return handler;
}

/** Runs a handler and answers the ApiError it throws with its ErrorResponse. */
export function replyOrError<Reply>(answer: () => Reply): Reply | ErrorReply {
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

/** An ErrorResponse answer, as replyOrError makes it. */
export interface ErrorReply {
  status: number;
  body: unknown;
}

/**
 * A request checked before its body is read: its refusal, or the answer to give once the body
 * is read. A caller that may not call, or a path that is no endpoint, is answered without
 * reading a byte of the body.
 */
export type Admission<Body, Reply> = { refusal: ErrorReply } | { answer: (body: Body) => Reply | ErrorReply };

/** Runs the checks that need no body (an ApiError they throw is the refusal); they return the answer. */
export function admit<Body, Reply>(check: () => (body: Body) => Reply): Admission<Body, Reply> {
  try {
    const answer = check();
    return { answer: (body) => replyOrError(() => answer(body)) };
  } catch (error) {
    if (error instanceof ApiError) return { refusal: { status: error.status, body: error.toResponse() } };
    throw error;
  }
}

/** As admit, after a check that takes time (a JWT's signature): its ApiError is the refusal too. */
export async function admitAfter<Checked, Body, Reply>(
  first: () => Promise<Checked>,
  check: (checked: Checked) => (body: Body) => Reply,
): Promise<Admission<Body, Reply>> {
  let checked: Checked;
  try {
    checked = await first();
  } catch (error) {
    if (error instanceof ApiError) return { refusal: { status: error.status, body: error.toResponse() } };
    throw error;
  }
  return admit(() => check(checked));
}

/** As replyOrError, for an answer that takes time. */
export async function replyOrErrorAfter<Reply>(answer: () => Promise<Reply>): Promise<Reply | ErrorReply> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.toResponse() };
    throw error;
  }
}
