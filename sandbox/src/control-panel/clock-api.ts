import { MAX_CLOCK_LEAD_MS } from '../clock/clock-lead.js';
import { isClockSpeed, MAX_CLOCK_SPEED } from '../clock/sandbox-clock.js';
import { isJsonObject } from '../json-api/json-fields.js';
import { wrongParameters } from '../http/api-error.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { jsonBody } from '../request/request-body.js';
import type { ControlRequest } from './control-request.js';

/** One call may move the clock as far as it may run ahead of real time at all. */
const MAX_ADVANCE_SECONDS = MAX_CLOCK_LEAD_MS / 1000;

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
    throw wrongParameters(`Give "speed" (1 to ${MAX_CLOCK_SPEED}) and/or "advance_seconds" (0 to 10 years).`);
  }
  if (speed !== undefined && !isClockSpeed(speed)) {
    throw wrongParameters(`speed is a number from 1 to ${MAX_CLOCK_SPEED}: sandbox seconds per real second.`);
  }
  if (advance !== undefined && !isNumberIn(advance, 0, MAX_ADVANCE_SECONDS)) {
    throw wrongParameters(
      `advance_seconds is a number of seconds from 0 to ${MAX_ADVANCE_SECONDS} (10 years): the clock only moves forward.`,
    );
  }
  if (advance !== undefined) refuseBeyondLead(context, advance);
  if (speed !== undefined) context.clock.setSpeed(speed);
  if (advance !== undefined) context.clock.advance(advance * 1000);
  return { status: 200, body: clockView(context) };
}

/** The clock stays within MAX_CLOCK_LEAD_MS of real time, however many calls move it. */
function refuseBeyondLead(context: BackendContext, advanceSeconds: number): void {
  const left = Math.floor(context.clock.maxAdvance() / 1000);
  if (advanceSeconds <= left) return;
  throw wrongParameters(
    `advance_seconds ${advanceSeconds} would take the sandbox clock more than ${MAX_ADVANCE_SECONDS} seconds ` +
      `(10 years) ahead of real time, the furthest it runs; ${left} seconds are left. ` +
      'POST /control-panel/api/reset with {"clock": "real_time"} forgets the journeys and returns it to real time.',
  );
}

function isNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && value >= min && value <= max;
}

function clockView(context: BackendContext): { now: string; speed: number } {
  return { now: new Date(context.now()).toISOString(), speed: context.clock.speed };
}
