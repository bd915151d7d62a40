/**
 * The sandbox's pages that the PSU reads speak the PSU's language: the hosted page in the
 * `language` of POST /auth or POST /payments, the hand-off's phone pages in the locale of the
 * widget that showed the link (else that `language`, else the phone's), the credentials frame
 * in the widget's locale; the browser's Accept-Language where nothing else says.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { de as germanCatalogue } from '../../src/i18n/locales/de.js';
import { es as spanishCatalogue } from '../../src/i18n/locales/es.js';
import { formatAmount } from '../../src/i18n/format-amount.js';
import { formatDate } from '../../src/i18n/format-date.js';
import { intlTag } from '../../src/i18n/intl-tag.js';
import { loginRefusalText } from '../../sandbox/src/accounts/login-refusal.js';
import { HANDOFF_LIFETIME_MS } from '../../sandbox/src/flow/handoff.js';
import { samplePaymentRequest, type MockBackend } from '../../sandbox/src/server.js';
import type { CreateAuthorizationInput } from '../../sandbox/src/attempts/create-authorization.js';
import { PAGE_TEXTS } from '../../sandbox/src/views/page-texts/all.js';
import { PAGE_LANGUAGES } from '../../sandbox/src/types/page-languages.js';
import { formOf, PhoneBrowser, textOf, type PhonePage } from '../support/phone-browser.js';
import { asObject, callApi, flowPastConsent, startBackend, stepOf } from './backend-fixture.js';
import { authBody, callJsonApi, failure, paymentBody } from './json-api-fixture.js';

const htmlLang = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
const heading = (html: string) => textOf(/<h1>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
const titleOf = (html: string) => textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');

/** A page as a browser with these languages gets it. */
async function browse(url: string, acceptLanguage?: string) {
  const response = await fetch(url, {
    redirect: 'manual',
    headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
  });
  const html = await response.text();
  return { status: response.status, html, lang: htmlLang(html), title: titleOf(html), text: textOf(html) };
}

describe('the PSU pages in the PSU’s language', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  /**
   * An authorisation (or a payment) at `bank` past its consent, whose flow a widget in
   * `widgetLocale` read (it sends its locale as Accept-Language): the hand-off it shows.
   */
  async function handoffShown(
    input: Partial<CreateAuthorizationInput> & { payment?: boolean },
    widgetLocale: string,
  ): Promise<{ url: string; flow: string }> {
    const { flow, result } = await flowPastConsent(backend, input, widgetLocale);
    return { url: String(asObject(asObject(result.json).handoff).url), flow };
  }

  it('POST /auth takes `language` as the specification writes it, and its hosted page speaks it', async () => {
    const started = await callJsonApi(backend, '/auth', { body: authBody({ language: 'de' }) });
    assert.equal(started.status, 200);
    const german = await browse(String(asObject(started.json).url), 'en-GB,en;q=0.9');
    assert.equal(german.lang, 'de', 'the widget on it reads the page’s lang');
    assert.equal(german.title, 'S-Pankki: Freigabe');

    // Two lowercase letters: "DE" is refused as before; a language the pages lack leaves the browser's.
    const upper = await callJsonApi(backend, '/auth', { body: authBody({ language: 'DE' }) });
    assert.deepEqual(failure(upper), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 });
    assert.match(
      String(asObject(upper.json).message),
      /language must be a two-letter lowercase language code/,
    );
    const unknown = await callJsonApi(backend, '/auth', { body: authBody({ language: 'xx' }) });
    assert.equal(unknown.status, 200);
    const url = String(asObject(unknown.json).url);
    assert.equal((await browse(url, 'it-IT,it;q=0.9')).lang, 'it');
    const english = await browse(url);
    assert.equal(english.lang, 'en');
    assert.equal(english.title, 'S-Pankki: authorisation');
  });

  it('POST /payments takes each new language; its hosted page and a page not found speak one', async () => {
    for (const [language, title] of [
      ['pt', 'OP: autorização'],
      ['es', 'OP: autorización'],
      ['it', 'OP: autorizzazione'],
      ['de', 'OP: Freigabe'],
    ] as const) {
      const created = await callJsonApi(backend, '/payments', { body: paymentBody({ language }) });
      assert.equal(created.status, 200, language);
      const page = await browse(String(asObject(created.json).url), 'fi');
      assert.deepEqual([page.lang, page.title], [language, title]);
    }
    const missing = await browse(`${backend.origin}/auth/payments/${crypto.randomUUID()}`, 'es-ES,es;q=0.9');
    assert.equal(missing.status, 404);
    assert.equal(missing.lang, 'es');
    assert.equal(missing.text, 'Página no encontrada No se ha encontrado la autorización o el pago.');
  });

  it('hand-off in German: the link’s page, the phone page, the bank and back, as the widget spoke', async () => {
    const { url } = await handoffShown({ language: 'de' }, 'de');
    const phone = new PhoneBrowser();
    const linkPage = await phone.open(url);
    assert.equal(htmlLang(linkPage.html), 'de');
    assert.equal(heading(linkPage.html), 'Auf diesem Gerät fortfahren');
    assert.match(textOf(linkPage.html), /Der Link lässt sich nur auf einem Gerät öffnen\./);

    const phonePage = await phone.press(linkPage, 'Weiter');
    assert.equal(htmlLang(phonePage.html), 'de');
    assert.equal(heading(phonePage.html), 'Weiter bei OP');
    assert.match(
      textOf(phonePage.html),
      /Sandbox Shop möchte bis zum \d{1,2}\. [A-Z][a-zä]+ \d{4} Ihre Konten einsehen\./,
    );
    const bank = await phone.follow(phonePage, 'Weiter zu OP');
    assert.equal(htmlLang(bank.html), 'de');
    const back = await phone.press(bank, 'Freigeben');
    assert.equal(back.url, phonePage.url);
    assert.equal(heading(back.html), 'Freigabe abgeschlossen');
    assert.match(textOf(back.html), /Sie können zu Ihrem Computer zurückkehren\./);
  });

  it('writes the phone page’s date and amount as the widget does, in every language', async () => {
    // The first of a month, which French writes "1er".
    const now = new Date();
    const validUntil = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1, 12)).toISOString();
    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    for (const language of PAGE_LANGUAGES) {
      const phone = new PhoneBrowser();
      const proceed = PAGE_TEXTS[language].continueButton;
      const accounts = await handoffShown({ access: { valid_until: validUntil } }, language);
      const accountsPage = await phone.press(await phone.open(accounts.url), proceed);
      const date = formatDate(validUntil.slice(0, 10), intlTag(language));
      assert.ok(
        textOf(accountsPage.html).includes(spaced(date)),
        `${language}: ${date} in ${textOf(accountsPage.html)}`,
      );

      const payment = await handoffShown({ payment: true }, language);
      const paymentPage = await phone.press(await phone.open(payment.url), proceed);
      const [transaction] = samplePaymentRequest().credit_transfer_transaction;
      assert.ok(transaction);
      const amount = formatAmount(transaction.instructed_amount, intlTag(language));
      assert.ok(
        textOf(paymentPage.html).includes(spaced(amount)),
        `${language}: ${amount} in ${textOf(paymentPage.html)}`,
      );
    }
  });

  it('a login the bank refuses: its words marked with the bank’s language on a French phone page', async () => {
    const { url } = await handoffShown({}, 'fr');
    const phone = new PhoneBrowser();
    const phonePage = await phone.press(await phone.open(url), 'Continuer');
    const bank = await phone.follow(phonePage, 'Continuer vers OP');
    const approve = formOf(bank, 'Valider');
    assert.ok(approve);
    const over = await phone.submit(bank, {
      ...approve,
      fields: { ...approve.fields, user: 'login-refused' },
    });
    assert.equal(over.url, phonePage.url);
    assert.equal(htmlLang(over.html), 'fr');
    assert.equal(heading(over.html), PAGE_TEXTS.fr.overTitle);
    const refusal = loginRefusalText('FI');
    assert.ok(
      over.html.includes(`<p lang="fi">${refusal}</p>`),
      `the refusal in a Finnish element: ${over.html}`,
    );
  });

  it('the widget’s locale comes first, then the authorisation’s language, then the phone’s', async () => {
    const widgetFirst = await handoffShown({ language: 'de' }, 'fi');
    assert.equal(heading((await browse(widgetFirst.url, 'sv')).html), 'Jatka tällä laitteella');

    // A widget in a language the pages lack (a browser's header reads the same way).
    const authorisationNext = await handoffShown({ language: 'de' }, 'ja-JP,ja;q=0.9');
    assert.equal(heading((await browse(authorisationNext.url, 'sv')).html), 'Auf diesem Gerät fortfahren');

    const phoneLast = await handoffShown({}, 'ja');
    const polish = await browse(phoneLast.url, 'pl-PL,pl;q=0.9,en;q=0.8');
    assert.equal(polish.lang, 'pl');
    assert.equal(heading(polish.html), 'Kontynuuj na tym urządzeniu');
    assert.equal(heading((await browse(phoneLast.url)).html), 'Continue on this device');
  });

  it('a link already used in Spanish, one expired in Italian, one not valid in Swedish', async () => {
    const spanish = await handoffShown({}, 'es');
    const phone = new PhoneBrowser();
    await phone.press(await phone.open(spanish.url), 'Continuar');
    const used = await browse(spanish.url, 'en');
    assert.equal(used.status, 410);
    assert.equal(used.lang, 'es');
    assert.equal(heading(used.html), 'Este enlace ya se ha utilizado');
    assert.match(used.text, /El enlace solo se puede abrir una vez\./);

    const italian = await handoffShown({}, 'it');
    backend.clock.advance(HANDOFF_LIFETIME_MS);
    const expired = await browse(italian.url);
    assert.equal(expired.status, 410);
    assert.equal(heading(expired.html), 'Questo link è scaduto');

    const unknown = await browse(`${backend.origin}/auth/handoff/no-such-token`, 'sv-SE,sv;q=0.9');
    assert.equal(unknown.status, 404);
    assert.deepEqual([unknown.lang, heading(unknown.html)], ['sv', 'Ogiltig länk']);
  });

  it('decoupled in Portuguese: the simulated bank app with its code, approved on the phone', async () => {
    const { url, flow } = await handoffShown(
      { aspsp: { name: 'Coop Pank', country: 'EE' }, auth_method: 'smart_id', language: 'pt' },
      'pt-PT',
    );
    const phone = new PhoneBrowser();
    const app = await phone.press(await phone.open(url), 'Continuar');
    assert.equal(htmlLang(app.html), 'pt');
    assert.equal(heading(app.html), 'Confirme na app do banco');
    const text = textOf(app.html);
    assert.match(text, /App bancária simulada\. Não está envolvido nenhum banco real\./);
    assert.match(text, /Abra a app Smart-ID e confirme o pedido se o código de verificação coincidir\./);
    assert.match(text, /Código de verificação: \d{4}/);
    const done = await phone.press(app, 'Confirmar');
    assert.equal(heading(done.html), 'Autorização concluída');
    assert.match(textOf(done.html), /Pode voltar ao seu computador\./);
    assert.equal(stepOf(await callApi(backend, flow)).type, 'done');
  });

  it('a payment on the phone in German: its amount as German writes it; Abbrechen ends it', async () => {
    const { url, flow } = await handoffShown({ payment: true, language: 'de' }, 'de');
    const phone = new PhoneBrowser();
    const page: PhonePage = await phone.press(await phone.open(url), 'Weiter');
    assert.match(
      textOf(page.html),
      /Sandbox Shop bittet Sie, eine Zahlung über \d[\d.]*,\d{2}\s€ freizugeben\./,
    );
    const over = await phone.press(page, 'Abbrechen');
    assert.equal(heading(over.html), 'Dieser Vorgang ist beendet');
    assert.match(textOf(over.html), /Der Vorgang wurde abgebrochen\./);
    assert.equal(stepOf(await callApi(backend, flow)).error, 'access_denied');
  });
});

describe('the credentials frame in the new languages', () => {
  let backend: MockBackend;
  let libDir: string;
  before(async () => {
    // The built library's catalogues, written from the widgets' own source.
    libDir = await mkdtemp(join(tmpdir(), 'sandbox-lib-'));
    await mkdir(join(libDir, 'locales'));
    await writeFile(join(libDir, 'locales', 'de.json'), JSON.stringify(germanCatalogue));
    await writeFile(join(libDir, 'locales', 'es.json'), JSON.stringify(spanishCatalogue));
    backend = await startBackend({ libDir });
  });
  after(async () => {
    await backend.close();
    await rm(libDir, { recursive: true, force: true });
  });

  it('shows the step in the widget’s locale, read from the library /lib/ serves', async () => {
    const { authorization_id: id } = backend.createAuthorization({
      aspsp: { name: 'S-Pankki', country: 'FI' },
      application: 'sandbox-tpp',
    });
    const frame = asObject(stepOf(await callApi(backend, `/authorizations/${id}/flow`)).frame);
    for (const [locale, catalogue] of [
      ['de', germanCatalogue],
      ['es', spanishCatalogue],
    ] as const) {
      const page = await browse(`${String(frame.url)}?locale=${locale}`);
      assert.equal(page.lang, locale);
      assert.equal(page.title, String(catalogue.flowCredentialsFrameTitle).replace('{aspsp}', 'S-Pankki'));
      assert.match(
        page.html,
        new RegExp(
          `<button type="submit" class="service-primary">${String(catalogue.flowCredentialsSubmit)}</button>`,
        ),
      );
      const served = await fetch(`${backend.origin}/lib/locales/${locale}.json`);
      assert.equal(served.status, 200);
      assert.equal(asObject(await served.json()).flowCredentialsSubmit, catalogue.flowCredentialsSubmit);
    }
    assert.equal(germanCatalogue.flowCredentialsSubmit, 'Anmelden');
  });
});
