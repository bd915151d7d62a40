import type { RequestBody } from '../http/read-body.js';
import type { ApplicationConfig } from '../types/application.js';

/** A JSON API request as it arrives, before its body is read, reduced to what the API decides on. */
export interface IncomingJsonApiRequest {
  method: string;
  /** The path after /api/v1. */
  path: string;
  query: URLSearchParams;
  /** The Authorization header. */
  authorization?: string;
  /** The Host header. */
  host?: string;
  /** The TCP peer's address. */
  remoteAddress?: string;
  /** The Psu-* headers, by lowercase name. */
  psuHeaders: Readonly<Record<string, string>>;
  contentType?: string;
  /** Whether it announces a body (http/read-body.ts). */
  announcesBody: boolean;
}

/** A request whose JWT has been verified: the handlers act for this application. */
export interface JsonApiRequest extends IncomingJsonApiRequest {
  application: ApplicationConfig;
  body: RequestBody;
}
