import { isIP } from 'node:net';
import { normaliseAddress } from '../http/ip-address.js';
import { SETTING_NAMES, type ApplicationSettings } from '../types/application.js';
import type { Service } from '../types/aspsp.js';

/**
 * The rules of an application's settings, shared by registration, the control panel's PATCH
 * and the data file: each reader throws an InvalidSetting whose message starts with the path
 * of the value (`widget_origins[1]`), so the caller can answer a 400 or call the file damaged.
 */
export class InvalidSetting extends Error {}

export const SERVICES: readonly Service[] = ['AIS', 'PIS'];

const SETTING_READERS: {
  readonly [Name in keyof ApplicationSettings]: (value: unknown, path: string) => ApplicationSettings[Name];
} = {
  redirect_urls: (value, path) => list(value, path, redirectUrl),
  widget_origins: (value, path) => list(value, path, origin),
  webhook_origins: (value, path) => list(value, path, origin),
  allowed_ips: (value, path) => list(value, path, ipAddress),
  services,
  credentials_frame: flag,
  credentials_frame_style: (value, path) => list(value, path, customProperty),
};

/**
 * The settings of a control panel change (`{ "widget_origins": [...] }`): any of
 * SETTING_NAMES, at least one, each checked and normalised; any other name is refused, so a
 * misspelt setting is not silently ignored.
 */
export function settingsChange(body: Readonly<Record<string, unknown>>): Partial<ApplicationSettings> {
  const names = Object.keys(body);
  if (names.length === 0) {
    throw new InvalidSetting(`Give at least one setting to change: ${SETTING_NAMES.join(', ')}.`);
  }
  const change: Partial<Record<keyof ApplicationSettings, unknown>> = {};
  for (const name of names) {
    const setting = SETTING_NAMES.find((candidate) => candidate === name);
    if (setting === undefined) {
      throw new InvalidSetting(
        `${name} is not a setting that can be changed; the settings are ${SETTING_NAMES.join(', ')}.`,
      );
    }
    change[setting] = SETTING_READERS[setting](body[name], setting);
  }
  return change as Partial<ApplicationSettings>;
}

/** Reads one whole setting, as the data file and registration hold it. */
export function settingValue<Name extends keyof ApplicationSettings>(
  name: Name,
  value: unknown,
  path: string = name,
): ApplicationSettings[Name] {
  return SETTING_READERS[name](value, path);
}

/** A list of values, each read by `item`; duplicates are dropped (after normalising). */
export function list<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T[] {
  if (!Array.isArray(value)) {
    throw new InvalidSetting(`${path} must be an array of strings, not ${describe(value)}.`);
  }
  return [...new Set(value.map((entry, index) => item(entry, `${path}[${index}]`)))];
}

/**
 * An absolute http(s) URL, kept as written (the application's redirect_url must equal it
 * exactly), without a fragment, which OAuth 2.0 forbids in a redirection endpoint.
 */
export function redirectUrl(value: unknown, path: string): string {
  const url = httpUrl(value, path);
  if (url.includes('#')) {
    throw new InvalidSetting(`${path} "${url}" has a fragment (#...); a redirect URL may not have one.`);
  }
  return url;
}

/** An absolute http or https URL (a privacy policy, terms of service), kept as written. */
export function httpUrl(value: unknown, path: string): string {
  const text = trimmedText(value, path);
  const url = parsedUrl(text);
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new InvalidSetting(
      `${path} "${text}" is not an absolute http or https URL such as https://shop.example/callback.`,
    );
  }
  return text;
}

/** scheme://host[:port], normalised as a browser sends it in Origin (lowercase, no default port). */
export function origin(value: unknown, path: string): string {
  const text = trimmedText(value, path);
  const url = parsedUrl(text);
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new InvalidSetting(
      `${path} "${text}" is not an http or https origin: give scheme://host[:port], such as https://shop.example.`,
    );
  }
  if (url.username !== '' || url.password !== '' || url.pathname !== '/' || /[?#]/.test(text)) {
    throw new InvalidSetting(
      `${path} "${text}" is not an origin: an origin is scheme://host[:port] with no path, query or ` +
        `user, here ${url.origin}.`,
    );
  }
  return url.origin;
}

/** One IPv4 or IPv6 address, in the form the server sees a peer's address. */
export function ipAddress(value: unknown, path: string): string {
  const text = trimmedText(value, path);
  const version = isIP(text);
  if (version === 0) {
    throw new InvalidSetting(
      `${path} "${text}" is not an IP address such as 203.0.113.7 or 2001:db8::1 (ranges and host names are not accepted).`,
    );
  }
  return normaliseAddress(version === 6 ? canonicalIpv6(text) : text);
}

/** A subset of AIS and PIS, in that order. */
export function services(value: unknown, path: string): Service[] {
  const names = list(value, path, (entry, entryPath) => {
    const service = SERVICES.find((candidate) => candidate === entry);
    if (service === undefined) {
      throw new InvalidSetting(`${entryPath} must be one of ${SERVICES.join(', ')}, not ${describe(entry)}.`);
    }
    return service;
  });
  return SERVICES.filter((service) => names.includes(service));
}

/** The custom properties widgets.css reads (styles/tokens.css of the widgets). */
export const WIDGET_CUSTOM_PROPERTIES: readonly string[] = [
  '--service-color-text',
  '--service-color-muted',
  '--service-color-surface',
  '--service-color-border',
  '--service-color-accent',
  '--service-color-danger',
  '--service-radius',
  '--service-space',
  '--service-font',
  '--service-card-width',
];

/**
 * `--service-<name>: <value>`, one of the widgets' custom properties and a plain value (a
 * colour, a length, a font list), written `name: value`. A value that could end the rule or
 * fetch something (`;`, braces, `<`, a backslash, a comment, `url(`) is refused: it goes into
 * the frame's stylesheet as written.
 */
export function customProperty(value: unknown, path: string): string {
  const text = trimmedText(value, path);
  // The value keeps the spaces after the colon and is trimmed below: one way to match, linear.
  const match = /^(--[\w-]+)\s*:(.+)$/.exec(text);
  const name = match?.[1] ?? '';
  const propertyValue = match?.[2]?.trim() ?? '';
  if (!WIDGET_CUSTOM_PROPERTIES.includes(name)) {
    throw new InvalidSetting(
      `${path} "${text}" is not "<property>: <value>" for one of ${WIDGET_CUSTOM_PROPERTIES.join(', ')}.`,
    );
  }
  if (propertyValue.length > 100 || /[;{}<>\\]|\/\*|url\(|image-set\(|@/i.test(propertyValue)) {
    throw new InvalidSetting(
      `${path} "${text}" has a value that is not a plain colour, length or font list (at most 100 characters, no ; { } < > \\, comments or url()).`,
    );
  }
  return `${name}: ${propertyValue}`;
}

/** true or false, nothing else (not "true", not 1). */
export function flag(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean')
    throw new InvalidSetting(`${path} must be true or false, not ${describe(value)}.`);
  return value;
}

/** A non-empty string, without the spaces around it (a line of a text area). */
function trimmedText(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidSetting(`${path} must be a non-empty string, not ${describe(value)}.`);
  }
  return value.trim();
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** 2001:DB8:0:0::1 and 2001:db8::1 are one address; the URL parser writes the short form. */
function canonicalIpv6(text: string): string {
  const url = parsedUrl(`http://[${text}]/`);
  return url === undefined ? text.toLowerCase() : url.hostname.slice(1, -1);
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}
