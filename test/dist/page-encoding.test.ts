/**
 * The script-tag bundle on pages in legacy encodings (windows-1252 declared by the page's
 * Content-Type, Shift_JIS by a meta tag), served without a charset so the browser decodes it
 * as the page: the bundle is pure ASCII, so it runs and every text reads right.
 */
import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/locales/en.js';
import { fr } from '../../src/i18n/locales/fr.js';
import { backend } from '../support/backend.js';
import { frameReport } from '../support/page-loading.js';

interface EncodedPageReport {
  type: 'encoded-page';
  characterSet: string;
  title: string;
  defined: boolean;
  errors: string[];
  runError?: string;
  banks?: string[];
  englishError?: string;
  frenchError?: string;
}

async function openEncodedPage(charset: string): Promise<EncodedPageReport> {
  await backend.reset();
  const url = new URL('/encoded.html', await backend.strictPageOrigin());
  url.search = new URLSearchParams({ charset, backend: await backend.origin() }).toString();
  return frameReport<EncodedPageReport>(url, 'encoded-page');
}

const missingPsuType = (message: string) => message.replace('{attribute}', 'psu-type');

for (const [charset, characterSet, title] of [
  ['windows-1252', 'windows-1252', 'Café – 10 €'],
  ['shift_jis', 'Shift_JIS', 'ショップ'],
] as const) {
  describe(`a ${charset} page loading widgets.umd.min.js without a charset`, () => {
    it('registers the widgets and shows bank names and translated text exactly', async function () {
      this.timeout(20_000);
      const report = await openEncodedPage(charset);
      // The page really is decoded in its legacy encoding, so the script is too.
      expect(report.characterSet).to.equal(characterSet);
      expect(report.title).to.equal(title);
      expect(report.errors).to.deep.equal([]);
      expect(report.runError).to.equal(undefined);
      expect(report.defined).to.equal(true);
      expect(report.banks?.some((bank) => bank.includes('Société Générale'))).to.equal(true);
      expect(report.banks?.some((bank) => bank.includes("Caisse d'Épargne Île-de-France"))).to.equal(true);
      expect(report.englishError).to.equal(missingPsuType(en.errorMissingAttribute as string));
      expect(report.frenchError).to.equal(missingPsuType(fr.errorMissingAttribute as string));
    });
  });
}
