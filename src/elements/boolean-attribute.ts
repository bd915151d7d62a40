import type { ComplexAttributeConverter } from 'lit';

/**
 * HTML boolean attributes, with one kindness: the value "false" means false. Frameworks
 * write `sandbox="false"`, and a production page that silently lists sandbox banks is a
 * real bug seen in the field.
 */
export const booleanAttribute: ComplexAttributeConverter<boolean> = {
  fromAttribute: (value) => value !== null && flagValue(value),
  toAttribute: (value) => (value ? '' : null),
};

/**
 * The same for a flag an enclosing <service-widgets-config> may give (`sandbox`): absent, it is
 * unset (undefined) and the config decides; present, or set as a property to true or false (as
 * React, Vue and Svelte set it), the element's own value wins.
 */
export const ownBooleanAttribute: ComplexAttributeConverter<boolean | undefined> = {
  fromAttribute: (value) => (value === null ? undefined : flagValue(value)),
  toAttribute: (value) => (value ? '' : null),
};

/** A flag's text as the attribute reads it: anything but "false" (any case) is true. */
export function flagValue(text: string): boolean {
  return text.trim().toLowerCase() !== 'false';
}
