import type { ComplexAttributeConverter } from 'lit';

/**
 * HTML boolean attributes, with one kindness: the value "false" means false. Frameworks
 * write `sandbox="false"`, and a production page that silently lists sandbox banks is a
 * real bug seen in the field.
 */
export const booleanAttribute: ComplexAttributeConverter<boolean> = {
  fromAttribute: (value) => value !== null && value.trim().toLowerCase() !== 'false',
  toAttribute: (value) => (value ? '' : null),
};
