import type { RequestBody } from '../http/read-body.js';

/** A request to the control panel's JSON API, reduced to what its handlers decide on. */
export interface ControlRequest {
  method: string;
  /** The path after /control-panel/api. */
  path: string;
  query: URLSearchParams;
  contentType?: string;
  body: RequestBody;
}
