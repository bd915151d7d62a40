/**
 * BBAN layouts of the catalogue's countries (ISO 13616 registry lengths): 'B' is a letter
 * of the bank's BIC (the Dutch and Latvian bank codes are those), 'L' any letter, '9' a digit.
 */
const BBAN_LAYOUTS: Readonly<Record<string, string>> = {
  AT: '9'.repeat(16),
  BE: '9'.repeat(12),
  DE: '9'.repeat(18),
  DK: '9'.repeat(14),
  EE: '9'.repeat(16),
  ES: '9'.repeat(20),
  FI: '9'.repeat(14),
  FR: '9'.repeat(23),
  IT: `L${'9'.repeat(22)}`,
  LT: '9'.repeat(16),
  LV: `BBBB${'9'.repeat(13)}`,
  NL: `BBBB${'9'.repeat(10)}`,
  NO: '9'.repeat(11),
  PL: '9'.repeat(24),
  SE: '9'.repeat(20),
};
const DEFAULT_LAYOUT = '9'.repeat(16);

/** A well-formed IBAN (correct length and check digits) drawn from the seed bytes. */
export function ibanFor(country: string, seed: Uint8Array, bic: string | undefined): string {
  const layout = BBAN_LAYOUTS[country] ?? DEFAULT_LAYOUT;
  const bankLetters = (bic ?? 'BANK').slice(0, 4).toUpperCase();
  let letterIndex = 0;
  const bban = [...layout]
    .map((slot, index) => {
      const byte = seed[index % seed.length] ?? 0;
      if (slot === 'B') return bankLetters[letterIndex++] ?? 'X';
      if (slot === 'L') return String.fromCharCode(65 + (byte % 26));
      return String(byte % 10);
    })
    .join('');
  return `${country}${ibanCheckDigits(country, bban)}${bban}`;
}

/** ISO 13616 check digits: 98 minus the mod-97 remainder of BBAN + country + '00', letters as 10–35. */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = mod97(`${bban}${country}00`);
  return String(98 - remainder).padStart(2, '0');
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const value = Number.parseInt(character, 36);
    // A letter stands for two digits (A = 10 … Z = 35).
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}
