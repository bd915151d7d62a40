import { isJsonObject } from '../json-api/json-fields.js';
import { wrongParameters } from '../http/api-error.js';
import type { ApiReply, BackendContext } from '../routes/context.js';
import { jsonBody } from '../routes/request-body.js';
import type { ControlRequest } from './control-request.js';

/** GET /control-panel/api/clock: the sandbox time and speed. */
export function getClock(context: BackendContext): ApiReply {
  return { status: 200, body: clockView(context) };
}

/**
 * POST /control-panel/api/clock with `{ "speed"?: number, "advance_seconds"?: number }`:
 * speed 60 makes a sandbox minute pass in a real second; advance_seconds jumps forward.
 */
export function setClock(context: BackendContext, request: ControlRequest): ApiReply {
  const body = jsonBody(request);
  if (!isJsonObject(body)) throw wrongParameters('The body must be a JSON object.');
  const { speed, advance_seconds: advance } = body;
  if (speed === undefined && advance === undefined) {
    throw wrongParameters('Give "speed" (1 to 100000) and/or "advance_seconds" (0 or more).');
  }
  if (advance !== undefined && !(typeof advance === 'number' && advance >= 0 && Number.isFinite(advance))) {
    throw wrongParameters('advance_seconds is a number of seconds, 0 or more: the clock only moves forward.');
  }
  try {
    if (speed !== undefined) context.clock.setSpeed(Number(speed));
  } catch (error) {
    if (error instanceof RangeError) throw wrongParameters(error.message);
    throw error;
  }
  if (advance !== undefined) context.clock.advance(advance * 1000);
  return { status: 200, body: clockView(context) };
}

function clockView(context: BackendContext): { now: string; speed: number } {
  return { now: new Date(context.now()).toISOString(), speed: context.clock.speed };
}
