import {
  AUSTRIAN_TOWNS,
  DANISH_TOWNS,
  DUTCH_TOWNS,
  ESTONIAN_TOWNS,
  FINNISH_TOWNS_GENITIVE,
  FRENCH_REGIONS,
  GERMAN_TOWNS,
  ITALIAN_TOWNS,
  LATVIAN_TOWNS,
  LITHUANIAN_TOWNS_GENITIVE,
  NORWEGIAN_TOWNS,
  POLISH_TOWNS_LOCATIVE,
  SPANISH_PLACES,
  SWEDISH_TOWNS,
} from './towns.js';

/**
 * A family of local banks for the large catalogue: one bank per place, named by `pattern`
 * ({place} is replaced), otherwise a copy of the base-catalogue bank `template`.
 */
export interface LocalBankFamily {
  country: string;
  pattern: string;
  places: readonly string[];
  template: string;
}

export const LOCAL_BANK_FAMILIES: readonly LocalBankFamily[] = [
  { country: 'DE', pattern: 'Sparkasse {place}', places: GERMAN_TOWNS, template: 'Sparkasse KölnBonn' },
  { country: 'DE', pattern: 'Kreissparkasse {place}', places: GERMAN_TOWNS, template: 'Kreissparkasse Köln' },
  {
    country: 'DE',
    pattern: 'Stadtsparkasse {place}',
    places: GERMAN_TOWNS,
    template: 'Stadtsparkasse München',
  },
  { country: 'DE', pattern: 'Volksbank {place} eG', places: GERMAN_TOWNS, template: 'Berliner Volksbank' },
  { country: 'DE', pattern: 'Raiffeisenbank {place} eG', places: GERMAN_TOWNS, template: 'Münchner Bank' },
  { country: 'DE', pattern: 'VR-Bank {place} eG', places: GERMAN_TOWNS, template: 'Volksbank Mittelhessen' },
  {
    country: 'DE',
    pattern: 'Volksbank Raiffeisenbank {place} eG',
    places: GERMAN_TOWNS,
    template: 'Berliner Volksbank',
  },
  {
    country: 'DE',
    pattern: 'Spar- und Darlehnskasse {place} eG',
    places: GERMAN_TOWNS,
    template: 'Münchner Bank',
  },
  { country: 'FI', pattern: '{place} Osuuspankki', places: FINNISH_TOWNS_GENITIVE, template: 'OP' },
  {
    country: 'FI',
    pattern: '{place} Säästöpankki',
    places: FINNISH_TOWNS_GENITIVE,
    template: 'Säästöpankki',
  },
  { country: 'SE', pattern: 'Sparbanken {place}', places: SWEDISH_TOWNS, template: 'Sparbanken Skåne' },
  { country: 'SE', pattern: '{place} Sparbank', places: SWEDISH_TOWNS, template: 'Swedbank' },
  { country: 'NO', pattern: '{place} Sparebank', places: NORWEGIAN_TOWNS, template: 'Sparebanken Vest' },
  { country: 'NO', pattern: 'Sparebanken {place}', places: NORWEGIAN_TOWNS, template: 'Sparebanken Vest' },
  {
    country: 'DK',
    pattern: 'Sparekassen {place}',
    places: DANISH_TOWNS,
    template: 'Sparekassen Kronjylland',
  },
  { country: 'DK', pattern: '{place} Andelskasse', places: DANISH_TOWNS, template: 'Arbejdernes Landsbank' },
  { country: 'EE', pattern: '{place} Hoiu-laenuühistu', places: ESTONIAN_TOWNS, template: 'Coop Pank' },
  { country: 'LV', pattern: 'Krājaizdevu sabiedrība {place}', places: LATVIAN_TOWNS, template: 'Citadele' },
  {
    country: 'LT',
    pattern: '{place} kredito unija',
    places: LITHUANIAN_TOWNS_GENITIVE,
    template: 'Šiaulių bankas',
  },
  {
    country: 'PL',
    pattern: 'Bank Spółdzielczy w {place}',
    places: POLISH_TOWNS_LOCATIVE,
    template: 'Bank Spółdzielczy w Brodnicy',
  },
  {
    country: 'PL',
    pattern: 'Spółdzielczy Bank Ludowy w {place}',
    places: POLISH_TOWNS_LOCATIVE,
    template: 'Bank Spółdzielczy w Brodnicy',
  },
  { country: 'NL', pattern: 'Rabobank {place}', places: DUTCH_TOWNS, template: 'Rabobank' },
  {
    country: 'FR',
    pattern: 'Banque Populaire {place}',
    places: FRENCH_REGIONS,
    template: 'Banque Populaire Rives de Paris',
  },
  {
    country: 'FR',
    pattern: "Caisse d'Épargne {place}",
    places: FRENCH_REGIONS,
    template: "Caisse d'Épargne Île-de-France",
  },
  { country: 'FR', pattern: 'Crédit Mutuel {place}', places: FRENCH_REGIONS, template: 'Crédit Mutuel' },
  { country: 'ES', pattern: 'Caja Rural de {place}', places: SPANISH_PLACES, template: 'Cajamar Caja Rural' },
  {
    country: 'IT',
    pattern: 'Banca di Credito Cooperativo di {place}',
    places: ITALIAN_TOWNS,
    template: 'Banca Popolare di Sondrio',
  },
  { country: 'IT', pattern: 'Cassa di Risparmio di {place}', places: ITALIAN_TOWNS, template: 'BPER Banca' },
  {
    country: 'AT',
    pattern: 'Raiffeisenbank {place}',
    places: AUSTRIAN_TOWNS,
    template: 'Raiffeisenlandesbank Oberösterreich',
  },
  {
    country: 'AT',
    pattern: 'Sparkasse {place}',
    places: AUSTRIAN_TOWNS,
    template: 'Steiermärkische Sparkasse',
  },
];
