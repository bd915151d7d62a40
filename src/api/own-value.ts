/**
 * A table's own value for a key that comes from outside (a backend's error code, status or
 * step type): never what every object inherits ("constructor", "toString", "__proto__").
 */
export function ownValue<Value>(table: Partial<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
