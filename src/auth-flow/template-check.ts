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

/** What an open group holds so far, as bits: a quantifier, a choice. */
const holdsQuantifier = 1;
const holdsChoice = 2;

/**
 * A quantified group that contains a quantifier, as in (a+)+ or (\d*)?, or a repeated group
 * that contains a choice, as in (\w|\d)+ or (a|ab){20}: the ways to match multiply with each
 * repetition. An optional choice, as in (FI|SE)?, is at most two ways.
 */
function hasAmbiguousRepetition(template: string): boolean {
  const source = template.replace(/\\./g, 'x');
  // The innermost open group's bits, and those of the groups around it.
  let group = 0;
  const outerGroups: number[] = [];
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string;
    if (char === '[') {
      // A class ends at its first ], the one right after [ or [^ too ([] and [^] are classes):
      // a [ or ( inside it is a character. Unterminated, the pattern is not run.
      index = source.indexOf(']', index + (source[index + 1] === '^' ? 2 : 1));
      if (index < 0) return true;
    } else if (char === '(') {
      outerGroups.push(group);
      group = 0;
    } else if (char === ')') {
      // One character, or none at the end ('' is in every string).
      const next = source.charAt(index + 1) || 'end';
      if (group & holdsQuantifier && '*+?{'.includes(next)) return true;
      if (group & holdsChoice && '*+{'.includes(next)) return true;
      group |= outerGroups.pop() ?? 0;
    } else if (char === '|') group |= holdsChoice;
    else if ('*+?{'.includes(char)) group |= holdsQuantifier;
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
