/** Message templates: `{name}` placeholders, and plural forms chosen by Intl.PluralRules. */

export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type MessageParams = Record<string, string | number>;

/**
 * The Intl objects a message may need, read only when it does: making them costs
 * milliseconds on a page's first use, which a plain message (such as "Loading…" in the
 * first frame) must not pay.
 */
export interface MessageFormats {
  readonly pluralRules: Intl.PluralRules;
  readonly numberFormat: Intl.NumberFormat;
}

/**
 * Fills a template. Values are inserted as text: the result is always bound as text in
 * templates, never as HTML, so a hostile value cannot become markup.
 */
export function formatMessage(message: Message, params: MessageParams, formats: MessageFormats): string {
  const template =
    typeof message === 'string'
      ? message
      : (message[formats.pluralRules.select(Number(params.count ?? 0))] ?? message.other);
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? formatNumber(value, formats) : value;
  });
}

/**
 * A whole number below 1,000 is its digits in every language the widgets ship (Latin digits,
 * no separator), as the number format writes it: that format costs milliseconds to make on a
 * page's first use, which a group's bank count on the first cards must not pay.
 */
function formatNumber(value: number, formats: MessageFormats): string {
  return value >= 0 && value < 1000 && value % 1 === 0 ? String(value) : formats.numberFormat.format(value);
}
