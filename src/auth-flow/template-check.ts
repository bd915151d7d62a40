/**
 * A credential's `template` is a regular expression from the backend, used only as a format
 * hint. A pathological pattern must not hang the page, so the check runs only on patterns
 * whose worst case is small: no quantified group that itself holds a quantifier or a choice
 * (`|`) repeated (the causes of catastrophic backtracking: (a+)+, (\w|\d)+), few quantifiers,
 * no backreferences, and a short value.
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
  if (hasAmbiguousRepetition(template)) return undefined;
  try {
    return new RegExp(template);
  } catch {
    return undefined;
  }
}

interface OpenGroup {
  quantifier: boolean;
  choice: boolean;
}

/**
 * A quantified group that contains a quantifier, as in (a+)+ or (\d*)?, or a repeated group
 * that contains a choice, as in (\w|\d)+ or (a|ab){20}: the ways to match multiply with each
 * repetition. An optional choice, as in (FI|SE)?, is at most two ways.
 */
function hasAmbiguousRepetition(template: string): boolean {
  // A class ends at the first ] after its last [: no [ is scanned twice, so the search is linear.
  const source = template.replace(/\\./g, 'x').replace(/\[[^[\]]*\]/g, 'x');
  const openGroups: OpenGroup[] = [];
  for (let index = 0; index < source.length; index++) {
    const char = source[index] ?? '';
    const innermost = openGroups.at(-1);
    if (char === '(') openGroups.push({ quantifier: false, choice: false });
    else if (char === ')') {
      const inner = openGroups.pop() ?? { quantifier: false, choice: false };
      const next = source[index + 1] ?? '';
      if (inner.quantifier && '*+?{'.includes(next)) return true;
      if (inner.choice && '*+{'.includes(next)) return true;
      const outer = openGroups.at(-1);
      if (outer) {
        outer.quantifier ||= inner.quantifier;
        outer.choice ||= inner.choice;
      }
    } else if (innermost && char === '|') innermost.choice = true;
    else if (innermost && '*+?{'.includes(char)) innermost.quantifier = true;
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
