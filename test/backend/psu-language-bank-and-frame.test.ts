/**
 * The rest of what the sandbox shows the PSU, in the PSU's language as the other pages are:
 * the decoupled step's message (the widget's locale, else the authorisation's `language`),
 * the simulated bank's page (the authorisation's `language`; on the phone, the locale of the
 * widget that showed the link first), and the titles of the sandbox's own credential fields
 * in the credentials frame (the widget's locale). The JSON the widgets read keeps its shape,
 * and its field titles stay the bank's.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { formatAmount } from '../../src/i18n/format-amount.js';
import { formatDate } from '../../src/i18n/format-date.js';
import { intlTag } from '../../src/i18n/intl-tag.js';
import { samplePaymentRequest, type MockBackend } from '../../sandbox/src/server.js';
import type { CreateAuthorizationInput } from '../../sandbox/src/attempts/create-authorization.js';
import { PAGE_TEXTS } from '../../sandbox/src/views/page-texts/all.js';
import { formOf, PhoneBrowser, textOf, type PhonePage } from '../support/phone-browser.js';
import { act, asObject, callApi, flowPastConsent, startBackend, stepOf } from './backend-fixture.js';

const htmlLang = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
const heading = (html: string) => textOf(/<h1>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
const titleOf = (html: string) => textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
const optgroups = (html: string) => [...html.matchAll(/<optgroup label="([^"]*)"/g)].map((match) => match[1]);
/** A field's label, without the "(required)" of the widgets' catalogue (in English when the library is not built). */
const labelOf = (html: string, id: string) =>
  textOf(new RegExp(`<label for="${id}">([^<]*)`).exec(html)?.[1] ?? '');

let backend: MockBackend;
before(async () => {
  backend = await startBackend();
});
after(() => backend.close());
beforeEach(() => backend.reset());

/** A page as the PSU's browser gets it, without following a redirect. */
async function browse(url: string): Promise<PhonePage> {
  const response = await fetch(url, { redirect: 'manual' });
  return { url, status: response.status, headers: response.headers, html: await response.text() };
}

/** Posts the bank page's form as the PSU's browser does, without following a redirect. */
function postForm(action: string, form: URLSearchParams | Record<string, string>): Promise<Response> {
  return fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: backend.origin },
    body: new URLSearchParams(form).toString(),
  });
}

/**
 * Approves on the bank page (its button `approveLabel`) as `user`, sharing only `kinds`: the
 * answer, with the form that was posted.
 */
async function approveSharing(page: PhonePage, approveLabel: string, user: string, kinds: string[]) {
  const approve = formOf(page, approveLabel);
  assert.ok(approve);
  const form = new URLSearchParams({ ...approve.fields, user });
  form.delete('share');
  for (const kind of kinds) form.append('share', kind);
  return { approve, answer: await postForm(approve.action, form) };
}

/** The flow of a new authorisation (or payment) past its consent, read by a widget in `widgetLocale`. */
async function pastConsent(
  input: Partial<CreateAuthorizationInput> & { payment?: boolean },
  widgetLocale = 'en',
) {
  const { flow, result } = await flowPastConsent(backend, input, widgetLocale);
  return { flow, state: asObject(result.json), step: stepOf(result) };
}

describe('the decoupled step’s message', () => {
  it('speaks the widget’s locale first, then the authorisation’s language; its shape stays', async () => {
    const smartId = { aspsp: { name: 'Coop Pank', country: 'EE' }, auth_method: 'smart_id', language: 'fi' };
    const { flow, step } = await pastConsent(smartId, 'de');
    assert.deepEqual(Object.keys(step).sort(), ['message', 'poll_interval_ms', 'type', 'verification_code']);
    assert.equal(step.type, 'decoupled');
    assert.equal(
      step.message,
      'Öffnen Sie die Smart-ID-App und geben Sie die Anfrage frei, wenn der Prüfcode übereinstimmt.',
    );
    assert.match(String(step.verification_code), /^\d{4}$/);

    // A widget in a language the pages lack: the authorisation's `language`.
    const polled = stepOf(await callApi(backend, flow, { headers: { 'Accept-Language': 'ja-JP,ja;q=0.9' } }));
    assert.equal(polled.type, 'decoupled');
    assert.equal(polled.message, 'Avaa Smart-ID-sovellus ja hyväksy pyyntö, jos vahvistuskoodi täsmää.');
  });

  it('stays English for an English widget or where nothing names a language the pages speak', async () => {
    const english = await pastConsent({ aspsp: { name: 'Coop Pank', country: 'EE' }, language: 'de' });
    assert.equal(
      english.step.message,
      'Open the Smart-ID app and approve the request if the verification code matches.',
    );
    const unknown = await pastConsent({ aspsp: { name: 'Danske Bank', country: 'FI' } }, 'ja');
    assert.equal(unknown.step.message, 'Open your bank app and approve the request.');
  });

  it('has each method’s own words in the widget’s language', async () => {
    const methods = [
      [{ name: 'Swedbank', country: 'EE' }, 'mobile_id', 'promptMobileId'],
      [{ name: 'DNB', country: 'NO' }, 'bankid', 'promptBankId'],
      [{ name: 'Danske Bank', country: 'DK' }, 'mitid', 'promptMitId'],
      [{ name: 'Danske Bank', country: 'FI' }, 'danske_id', 'promptDefault'],
    ] as const;
    for (const [aspsp, auth_method, key] of methods) {
      const { step } = await pastConsent({ aspsp, auth_method }, 'sv-SE');
      assert.equal(step.type, 'decoupled', auth_method);
      assert.equal(step.message, PAGE_TEXTS.sv[key], auth_method);
      assert.notEqual(step.message, PAGE_TEXTS.en[key], auth_method);
    }
  });
});

describe('the simulated bank’s page', () => {
  it('speaks the authorisation’s language: its words, date, buttons and choices', async () => {
    const validUntil = new Date(backend.clock.now() + 30 * 24 * 3600 * 1000).toISOString();
    const date = formatDate(validUntil.slice(0, 10), intlTag('de')).replace(/\s+/g, ' ');
    const { step } = await pastConsent({ language: 'de', access: { valid_until: validUntil } }, 'de');
    const page = await browse(String(step.url));
    assert.equal(page.status, 200);
    assert.equal(htmlLang(page.html), 'de');
    assert.equal(heading(page.html), 'OP');
    const text = textOf(page.html);
    assert.match(
      text,
      /Simulierte Bank\. Es ist keine echte Bank beteiligt\. Zugangsdaten sind nicht erforderlich\./,
    );
    assert.ok(text.includes(`Sandbox Shop möchte bis zum ${date} Ihre Konten einsehen.`), text);
    assert.match(date, /^\d{1,2}\. [A-Z][a-zä]+ \d{4}$/);
    assert.equal(labelOf(page.html, 'user'), 'Anmelden als');
    assert.deepEqual(optgroups(page.html), ['Testbenutzer', 'Szenarien']);
    assert.match(text, /Nur diese Konten freigeben \(keines ausgewählt: alle\)/);
    assert.match(text, /Girokonto Sparkonto Kreditkarte Fremdwährungskonto Kredit/);
    assert.ok(formOf(page, 'Freigeben') && formOf(page, 'Ablehnen'), text);
    // The sandbox's users and scenarios are data: as they are, the scenarios' words marked English.
    assert.match(page.html, /<option value="demo" selected>demo<\/option>/);
    assert.match(page.html, /<option value="bank-error" lang="en">bank-error: the bank fails/);
    assert.doesNotMatch(text, /Simulated bank|Log in as|Approve|Reject|Current account|\d{4}-\d{2}-\d{2}/);

    const approve = formOf(page, 'Freigeben');
    assert.ok(approve);
    const answer = await postForm(approve.action, approve.fields);
    assert.equal(answer.status, 303);
    assert.match(String(answer.headers.get('location')), /[?&]code=/);
  });

  it('a payment in French: the account to pay from, the amount as French writes it', async () => {
    const { step } = await pastConsent({ payment: true, language: 'fr' });
    const page = await browse(String(step.url));
    assert.equal(htmlLang(page.html), 'fr');
    const [transaction] = samplePaymentRequest().credit_transfer_transaction;
    assert.ok(transaction);
    const amount = formatAmount(transaction.instructed_amount, intlTag('fr')).replace(/\s+/g, ' ');
    const text = textOf(page.html);
    assert.ok(text.includes(`Sandbox Shop vous demande de valider un paiement de ${amount}.`), text);
    assert.equal(labelOf(page.html, 'account'), 'Compte à débiter');
    assert.match(text, /Compte courant Compte d’épargne Compte en devises/);
    assert.ok(formOf(page, 'Valider') && formOf(page, 'Refuser'), text);
  });

  it('on the phone: the locale of the widget that showed the link, as the phone page', async () => {
    const { state } = await pastConsent({ language: 'de' }, 'fi');
    const phone = new PhoneBrowser();
    const phonePage = await phone.press(
      await phone.open(String(asObject(state.handoff).url)),
      PAGE_TEXTS.fi.continueButton,
    );
    const bank = await phone.follow(phonePage, 'Siirry pankkiin OP');
    assert.equal(htmlLang(bank.html), 'fi');
    assert.equal(labelOf(bank.html, 'user'), 'Kirjaudu käyttäjänä');
    const back = await phone.press(bank, 'Hyväksy');
    assert.equal(back.url, phonePage.url);
    assert.equal(heading(back.html), 'Valtuutus on valmis');
  });

  it('says in the authorisation’s language that it is not waiting, or that the phone has it', async () => {
    const { authorization_id: id } = backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
      language: 'de',
    });
    const bankUrl = `${backend.origin}/sandbox-bank/authorizations/${id}`;
    const early = await browse(bankUrl);
    assert.equal(early.status, 409);
    assert.equal(htmlLang(early.html), 'de');
    assert.match(textOf(early.html), /Diese Anfrage liegt der Bank derzeit nicht zur Freigabe vor\./);

    const flow = `/authorizations/${id}/flow`;
    const state = asObject((await act(backend, flow, { action: 'confirm' })).json);
    await new PhoneBrowser().openHandoff(String(asObject(state.handoff).url));
    const handedOff = await browse(bankUrl);
    assert.equal(handedOff.status, 409);
    assert.equal(htmlLang(handedOff.html), 'de');
    assert.match(
      textOf(handedOff.html),
      /Dieser Vorgang wird auf dem Smartphone fortgesetzt, auf dem der Link geöffnet wurde/,
    );
  });

  it('shows itself again, in its language, when the user lacks a kind ticked: the error on the kinds, the choices kept', async () => {
    const { flow, step } = await pastConsent({ language: 'de' }, 'de');
    const page = await browse(String(step.url));
    // account-blocked has no currency account at OP.
    const { approve, answer } = await approveSharing(page, 'Freigeben', 'account-blocked', [
      'current',
      'currency',
    ]);
    assert.equal(answer.status, 422);
    const again: PhonePage = {
      url: approve.action,
      status: answer.status,
      headers: answer.headers,
      html: await answer.text(),
    };
    assert.equal(htmlLang(again.html), 'de');
    assert.equal(heading(again.html), 'OP');
    // The error names the kinds, in the page's language, and describes the kinds' fieldset;
    // it has focus as the page loads, so that a screen reader says it first.
    const fieldset = /<fieldset\b([^>]*)>([\s\S]*?)<\/fieldset>/.exec(again.html);
    assert.match(fieldset?.[1] ?? '', /^ aria-describedby="share-error"$/);
    const error = /<p id="share-error"([^>]*)>([\s\S]*?)<\/p>/.exec(fieldset?.[2] ?? '');
    assert.match(error?.[1] ?? '', /\btabindex="-1"/);
    assert.match(error?.[1] ?? '', /\bautofocus\b/);
    assert.equal(
      textOf(error?.[2] ?? ''),
      'Der Benutzer account-blocked hat keines dieser Konten: Fremdwährungskonto. ' +
        'Entfernen Sie diese Häkchen oder melden Sie sich als anderer Benutzer an.',
    );
    // What the tester chose stays chosen.
    const checked = [
      ...again.html.matchAll(/<input type="checkbox" name="share" value="(\w+)"( checked)?>/g),
    ];
    assert.deepEqual(
      checked.map(([, kind, on]) => [kind, Boolean(on)]),
      [
        ['current', true],
        ['savings', false],
        ['card', false],
        ['currency', true],
        ['loan', false],
      ],
    );
    assert.deepEqual(
      [...again.html.matchAll(/<option value="([\w-]+)"[^>]* selected>/g)].map((match) => match[1]),
      ['account-blocked'],
    );
    // Nothing was decided: the flow still waits for the bank, whose page takes the corrected form.
    assert.equal(stepOf(await callApi(backend, flow)).type, 'redirect');
    const corrected = formOf(again, 'Freigeben');
    assert.ok(corrected);
    const fixed = new URLSearchParams({ ...corrected.fields, user: 'account-blocked', share: 'current' });
    const done = await postForm(corrected.action, fixed);
    assert.equal(done.status, 303);
    assert.match(String(done.headers.get('location')), /[?&]code=/);
  });

  it('names every kind the user lacks, as the page’s language writes a list', async () => {
    const { step } = await pastConsent({ language: 'en' }, 'en');
    const page = await browse(String(step.url));
    const { answer } = await approveSharing(page, 'Approve', 'no-accounts', ['card', 'loan']);
    assert.equal(answer.status, 422);
    const html = await answer.text();
    assert.equal(
      textOf(/<p id="share-error"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? ''),
      'The user no-accounts has none of these accounts: Credit card and Loan. Untick them, or log in as another user.',
    );
  });

  it('is titled by what it asks of the PSU and at which bank, in its language; headed by the bank', async () => {
    const LAN_OG_SPAR = { name: 'Lån & Spar Bank', country: 'DK' };
    const pages: [Partial<CreateAuthorizationInput> & { payment?: boolean }, string][] = [
      [{}, 'Log in and approve access to your accounts – OP'],
      [{ language: 'de' }, 'Anmelden und Zugriff auf Ihre Konten freigeben – OP'],
      [{ payment: true }, 'Log in and approve the payment – OP'],
      [{ payment: true, language: 'fr' }, 'Connectez-vous et validez le paiement – OP'],
      [
        { language: 'fi', aspsp: LAN_OG_SPAR },
        'Kirjaudu sisään ja hyväksy pääsy tileihisi – Lån & Spar Bank',
      ],
    ];
    for (const [input, title] of pages) {
      const { step } = await pastConsent(input);
      assert.equal(step.type, 'redirect', title);
      const page = await browse(String(step.url));
      assert.equal(page.status, 200, title);
      assert.equal(titleOf(page.html), title);
      assert.equal(heading(page.html), input.aspsp?.name ?? 'OP', 'headed by the bank’s name');
    }
  });

  it('titles the pages that say it is not waiting, or that the phone has it, by that and the bank', async () => {
    for (const [language, notWaiting, handedOff] of [
      ['en', 'Request not waiting for the bank – OP', 'Authorisation continues on your phone – OP'],
      ['de', 'Anfrage liegt der Bank nicht vor – OP', 'Vorgang wird auf Ihrem Smartphone fortgesetzt – OP'],
    ] as const) {
      const { authorization_id: id } = backend.createAuthorization({
        aspsp: { name: 'OP', country: 'FI' },
        language,
      });
      const bankUrl = `${backend.origin}/sandbox-bank/authorizations/${id}`;
      const early = await browse(bankUrl);
      assert.equal(early.status, 409);
      assert.equal(titleOf(early.html), notWaiting);
      const state = asObject((await act(backend, `/authorizations/${id}/flow`, { action: 'confirm' })).json);
      await new PhoneBrowser().openHandoff(String(asObject(state.handoff).url));
      const handed = await browse(bankUrl);
      assert.equal(handed.status, 409);
      assert.equal(titleOf(handed.html), handedOff);
      assert.equal(heading(handed.html), 'OP');
    }
  });

  it('stays English where the authorisation names no language the pages speak', async () => {
    const { step } = await pastConsent({ language: 'xx' }, 'de');
    const page = await browse(String(step.url));
    assert.equal(htmlLang(page.html), 'en');
    assert.equal(labelOf(page.html, 'user'), 'Log in as');
    assert.deepEqual(optgroups(page.html), ['Sandbox users', 'Scenarios']);
    assert.ok(formOf(page, 'Approve') && formOf(page, 'Reject'));
    assert.match(
      textOf(page.html),
      /Simulated bank\. No real bank is involved\. No credentials are needed\./,
    );
    assert.match(page.html, /<option value="bank-error">bank-error: /, 'no lang where the page is English');
  });
});

describe('the sandbox’s own credential fields in the credentials frame', () => {
  /** The frame of S-Pankki's credentials step (user ID, password, one-time code) in `locale`. */
  async function frame(locale: string) {
    const { authorization_id: id } = backend.createAuthorization({
      aspsp: { name: 'S-Pankki', country: 'FI' },
      application: 'sandbox-tpp',
    });
    const flow = `/authorizations/${id}/flow`;
    const step = stepOf(await callApi(backend, flow, { headers: { 'Accept-Language': locale } }));
    assert.equal(step.type, 'credentials');
    const page = await browse(`${String(asObject(step.frame).url)}?locale=${locale}`);
    return { step, html: page.html };
  }

  it('are titled in the frame’s language, with the help and the Show button; the API keeps the bank’s', async () => {
    const { step, html } = await frame('de');
    assert.equal(htmlLang(html), 'de');
    assert.equal(labelOf(html, 'field-username'), 'Anmeldename');
    assert.equal(labelOf(html, 'field-password'), 'Passwort');
    assert.equal(labelOf(html, 'field-otp'), 'TAN');
    assert.match(
      html,
      /<p id="help-otp" class="service-help">Die 6-stellige TAN aus Ihrer TAN-App oder von Ihrem TAN-Generator<\/p>/,
    );
    assert.match(html, /aria-controls="field-password">[^<]*\bPasswort\b[^<]*<\/button>/);
    assert.doesNotMatch(textOf(html), /User ID|Password|One-time code|6-digit/);
    // What the widget API returns stays as the bank names its fields.
    assert.deepEqual(
      (step.fields as Record<string, unknown>[]).map(({ title, description }) => [title, description]),
      [
        ['User ID', undefined],
        ['Password', undefined],
        ['One-time code', 'The 6-digit code from your code app or code card'],
      ],
    );
  });

  it('are in every language of the pages, and English in English', async () => {
    const english = await frame('en');
    assert.equal(labelOf(english.html, 'field-username'), 'User ID');
    assert.match(
      english.html,
      /<p id="help-otp" class="service-help">The 6-digit code from your code app or code card<\/p>/,
    );
    const finnish = await frame('fi');
    assert.equal(labelOf(finnish.html, 'field-username'), 'Käyttäjätunnus');
    assert.equal(labelOf(finnish.html, 'field-otp'), 'Kertakäyttökoodi');
  });
});
