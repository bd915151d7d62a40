/**
 * A credential's `template` is a regular expression from the backend, used only as a format
 * hint. A pathological pattern must not hang the page, so the check runs only on patterns
 * whose worst case is small: no quantified group that itself holds a quantifier (the cause
 * of catastrophic backtracking), few quantifiers, no backreferences, and a short value.
 */

export const maxCheckedValueLength = 64;
const maxPatternLength = 200;
const maxQuantifiers = 4;

const quantifier = /[*+?]|\{\d+(,\d*)?\}/g;

/** The pattern, compiled, when it is safe to run; undefined otherwise. */
export function compileTemplate(template: string | undefined): RegExp | undefined {
  if (!template || template.length > maxPatternLength) return undefined;
  if (/\\[1-9]|\\k</.test(template)) return undefined;
  if ((template.replace(/\\./g, '').match(quantifier)?.length ?? 0) > maxQuantifiers) return undefined;
  if (hasNestedQuantifier(template)) return undefined;
  try {
    return new RegExp(template);
  } catch {
    return undefined;
  }
}

/** A group that contains a quantifier and is quantified itself, as in (a+)+ or (\d*)*. */
function hasNestedQuantifier(template: string): boolean {
  // A class ends at the first ] after its last [: no [ is scanned twice, so the search is linear.
  const source = template.replace(/\\./g, 'x').replace(/\[[^[\]]*\]/g, 'x');
  const openGroups: boolean[] = [];
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '(') openGroups.push(false);
    else if (char === ')') {
      const innerQuantified = openGroups.pop() ?? false;
      const quantifiedGroup = /^[*+?{]/.test(source.slice(index + 1));
      if (innerQuantified && quantifiedGroup) return true;
      if (innerQuantified && openGroups.length > 0) openGroups[openGroups.length - 1] = true;
    } else if ('*+?{'.includes(char ?? '') && openGroups.length > 0) {
      openGroups[openGroups.length - 1] = true;
    }
  }
  return false;
}

/**
 * Whether a typed value fits the template: true, false, or undefined when there is nothing
 * to say (no value yet, no usable template, or a value too long to check safely).
 */
export function fitsTemplate(pattern: RegExp | undefined, value: string): boolean | undefined {
  if (!pattern || value === '' || value.length > maxCheckedValueLength) return undefined;
  return pattern.test(value);
}
