import type { PropertyValues } from 'lit';

/**
 * Whether any of these properties changed in this update. Lit types `changed` by the
 * element's public keys only; protected state and names held in a list need this wider look.
 */
export function changedAny(changed: PropertyValues, keys: readonly PropertyKey[]): boolean {
  return keys.some((key) => (changed as Map<PropertyKey, unknown>).has(key));
}
