import { wrongParameters } from '../http/api-error.js';

/**
 * Typed reads of a JSON request body. Each takes the value and its path in the body
 * ('access.valid_until') and throws a 400 WRONG_REQUEST_PARAMETERS that names the path.
 */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireObject(value: unknown, path: string): JsonObject {
  if (!isJsonObject(value)) throw wrongParameters(`${path} must be a JSON object.`);
  return value;
}

export function optionalObject(value: unknown, path: string): JsonObject | undefined {
  return value === undefined ? undefined : requireObject(value, path);
}

export function requireString(value: unknown, path: string): string {
  if (typeof value !== 'string' || value === '')
    throw wrongParameters(`${path} is required: a non-empty string.`);
  return value;
}

/**
 * A required string that may be empty: the specification's `state`, an "arbitrary string
 * returned in the query of the redirect", where "" is a value like any other (`state=`).
 */
export function requireAnyString(value: unknown, path: string): string {
  if (typeof value !== 'string') throw wrongParameters(`${path} is required: a string.`);
  return value;
}

export function optionalString(value: unknown, path: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw wrongParameters(`${path} must be a string.`);
  return value;
}

/** A string that must match the pattern; `shape` tells the caller what is expected. */
export function optionalMatching(
  value: unknown,
  path: string,
  pattern: RegExp,
  shape: string,
): string | undefined {
  const text = optionalString(value, path);
  if (text !== undefined && !pattern.test(text))
    throw wrongParameters(`${path} must be ${shape}, not "${text}".`);
  return text;
}

export function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean')
    throw wrongParameters(`${path} must be true or false.`);
  return value;
}

export function optionalOneOf<T extends string>(
  value: unknown,
  path: string,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    throw wrongParameters(`${path} must be one of ${allowed.join(', ')}, not ${JSON.stringify(value)}.`);
  }
  return match;
}

export function requireOneOf<T extends string>(value: unknown, path: string, allowed: readonly T[]): T {
  const match = optionalOneOf(value, path, allowed);
  if (match === undefined) throw wrongParameters(`${path} is required: one of ${allowed.join(', ')}.`);
  return match;
}

export function optionalArray(value: unknown, path: string): unknown[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw wrongParameters(`${path} must be an array.`);
  return value;
}

export function optionalStringArray(value: unknown, path: string): string[] | undefined {
  return optionalArray(value, path)?.map((item, index) => {
    if (typeof item !== 'string') throw wrongParameters(`${path}[${index}] must be a string.`);
    return item;
  });
}

/** An object of strings; Object.fromEntries keeps a "__proto__" key a plain key. */
export function optionalStringRecord(value: unknown, path: string): Record<string, string> | undefined {
  const object = optionalObject(value, path);
  if (object === undefined) return undefined;
  const entries = Object.entries(object);
  for (const [name, item] of entries) {
    if (typeof item !== 'string') throw wrongParameters(`${path}.${name} must be a string.`);
  }
  return Object.fromEntries(entries.map(([name, item]) => [name, String(item)]));
}
