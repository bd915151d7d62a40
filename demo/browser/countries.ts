import { element } from './dom.js';

/** The countries of the sandbox catalogue. */
export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'DK', name: 'Denmark' },
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'IT', name: 'Italy' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NO', name: 'Norway' },
  { code: 'PL', name: 'Poland' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
];

/** Fills a select with the countries and selects `selected` (FI when unknown). */
export function fillCountries(select: HTMLSelectElement, selected: string): void {
  select.replaceChildren(
    ...COUNTRIES.map(({ code, name }) =>
      element('option', { text: `${name} (${code})`, attributes: { value: code } }),
    ),
  );
  select.value = COUNTRIES.some(({ code }) => code === selected) ? selected : 'FI';
}
