import { DEFAULT_PAGE_LANGUAGE, PAGE_LANGUAGES, type PageLanguage } from '../../types/page-languages.js';

/** Norwegian is 'nb' (Bokmål) or 'nn' (Nynorsk) in most browsers; both read our 'no'. */
const ALIASES: Readonly<Record<string, PageLanguage>> = { nb: 'no', nn: 'no' };

/** The page language of a language tag ('de', 'DE', 'pt-BR', 'nb-NO'), or undefined when the pages have none. */
export function matchPageLanguage(tag: string | undefined): PageLanguage | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if ((PAGE_LANGUAGES as readonly string[]).includes(primary)) return primary as PageLanguage;
  return ALIASES[primary];
}

/**
 * The tags of an Accept-Language header, most wanted first (by `q`, then in the header's
 * order); `*` and tags with q=0 are left out.
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  const weighted = header.split(',').flatMap((part, index) => {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!tag || tag === '*' || !(weight > 0)) return [];
    return [{ tag, weight, index }];
  });
  weighted.sort((a, b) => b.weight - a.weight || a.index - b.index);
  return weighted.map(({ tag }) => tag);
}

/** The first language of an Accept-Language header that the pages speak, if any. */
export function acceptedPageLanguage(header: string | undefined): PageLanguage | undefined {
  for (const tag of acceptedLanguageTags(header)) {
    const language = matchPageLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The language a page for the PSU speaks: the first of `chosen` that the pages speak (what
 * the service was told: the widget's locale, the authorisation's `language`), then the first
 * of the PSU's browser's Accept-Language that they speak, then English.
 */
export function pageLanguage(
  chosen: readonly (string | undefined)[],
  acceptLanguage: string | undefined,
): PageLanguage {
  for (const tag of chosen) {
    const language = matchPageLanguage(tag);
    if (language) return language;
  }
  return acceptedPageLanguage(acceptLanguage) ?? DEFAULT_PAGE_LANGUAGE;
}
