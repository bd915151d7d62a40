/** The widgets' languages (the specification's list), each named in its own language. */
export const WIDGET_LOCALES: readonly { code: string; name: string }[] = [
  { code: 'da', name: 'Dansk' },
  { code: 'en', name: 'English' },
  { code: 'et', name: 'Eesti' },
  { code: 'fi', name: 'Suomi' },
  { code: 'fr', name: 'Français' },
  { code: 'lt', name: 'Lietuvių' },
  { code: 'lv', name: 'Latviešu' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'no', name: 'Norsk' },
  { code: 'pl', name: 'Polski' },
  { code: 'ru', name: 'Русский' },
  { code: 'sv', name: 'Svenska' },
];
