/** Watching which Intl objects a page makes, and when: the warm-up's tests of the bank list. */

export type IntlKind = 'Collator' | 'PluralRules' | 'NumberFormat' | 'DateTimeFormat' | 'Locale';

/** Calls `onMade` whenever the page makes one of `kind`, until `restore()`. */
export function watchIntl(kind: IntlKind, onMade: () => void): { restore: () => void } {
  const intl = Intl as unknown as Record<IntlKind, new (...args: unknown[]) => object>;
  const original = intl[kind];
  intl[kind] = new Proxy(original, {
    construct(target, args: unknown[], newTarget: NewableFunction) {
      onMade();
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
  return {
    restore: () => {
      intl[kind] = original;
    },
  };
}
