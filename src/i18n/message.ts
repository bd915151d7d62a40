/** Message templates: `{name}` placeholders, and plural forms chosen by Intl.PluralRules. */

export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type MessageParams = Record<string, string | number>;

/**
 * Fills a template. Values are inserted as text: the result is always bound as text in
 * templates, never as HTML, so a hostile value cannot become markup.
 */
export function formatMessage(
  message: Message,
  params: MessageParams,
  pluralRules: Intl.PluralRules,
  numberFormat: Intl.NumberFormat,
): string {
  const template =
    typeof message === 'string'
      ? message
      : (message[pluralRules.select(Number(params.count ?? 0))] ?? message.other);
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? numberFormat.format(value) : value;
  });
}
