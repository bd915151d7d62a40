import type { ServerResponse } from 'node:http';
import { errorResponse } from '../http/api-error.js';
import { send, sendJson } from '../http/respond.js';
import { renderLogoSvg } from '../logos/logo-svg.js';

/** /logos/op.svg, optionally with the transformation suffix -/resize/64x/ of the logo URLs. */
const LOGO_PATH = /^(\/logos\/[a-z0-9-]+\.svg)(?:-\/resize\/([0-9]{1,5})x\/?)?$/;
const DEFAULT_WIDTH = 128;
const MIN_WIDTH = 8;
const MAX_WIDTH = 2048;

export function isLogoPath(pathname: string): boolean {
  return pathname.startsWith('/logos/');
}

/** GET /logos/… : a generated SVG for every logo the catalogue names (groups included). */
export function serveLogo(
  response: ServerResponse,
  pathname: string,
  logoNames: ReadonlyMap<string, string>,
): void {
  const match = LOGO_PATH.exec(pathname);
  const name = match?.[1] === undefined ? undefined : logoNames.get(match[1]);
  if (match === null || name === undefined) {
    sendJson(response, 404, errorResponse(404, `No logo at ${pathname}.`));
    return;
  }
  const requested = match[2] === undefined ? DEFAULT_WIDTH : Number(match[2]);
  const width = Math.min(Math.max(requested, MIN_WIDTH), MAX_WIDTH);
  send(response, 200, 'image/svg+xml', renderLogoSvg(name, width), {
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'public, max-age=86400',
  });
}
