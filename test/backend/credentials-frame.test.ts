/**
 * The credentials frame of widget-api.md, section 5b, as the sandbox serves it: which
 * credentials steps carry `frame` (the application's setting), and the frame page's headers
 * and markup: framed only by the application's widget origins, a strict CSP with no inline
 * script or style, no Referer, no form the browser itself could send; and the flow API, which
 * takes a framed step's credentials from the frame alone.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { samplePaymentRequest, type MockBackend } from '../../sandbox/src/server.js';
import { act, ALLOWED_ORIGIN, asObject, callApi, startBackend, stepOf } from './backend-fixture.js';
import { callControlApi, patchApplication } from './control-panel-fixture.js';
import { de as germanCatalogue } from '../../src/i18n/locales/de.js';

const TPP = 'sandbox-tpp';
const SHOP = 'sandbox-shop';
const DEMO_USER = { username: 'demo', password: 'demo1234', otp: '123456' };

let backend: MockBackend;

before(async () => {
  backend = await startBackend();
});
after(() => backend.close());
beforeEach(async () => {
  backend.reset();
  // Each test starts from the built-in settings: the licensed TPP frames, the shop does not.
  const builtIn = { credentials_frame: true, credentials_frame_style: [] };
  assert.equal((await patchApplication(backend, TPP, builtIn)).status, 200);
  assert.equal((await patchApplication(backend, SHOP, { credentials_frame: false })).status, 200);
});

/**
 * The credentials step of a new authorisation at an embedded bank for that application:
 * S-Pankki asks for a user ID, a password and a one-time code of 6 digits (the one template);
 * Aktia for a user ID and a password, neither with a template.
 */
async function credentialsStep(application: string, aspsp = 'S-Pankki') {
  const { authorization_id: id } = backend.createAuthorization({
    aspsp: { name: aspsp, country: 'FI' },
    application,
  });
  const path = `/authorizations/${id}/flow`;
  let result = await callApi(backend, path);
  if (stepOf(result).type === 'consent') result = await act(backend, path, { action: 'confirm' });
  const step = stepOf(result);
  assert.equal(step.type, 'credentials');
  return { id, path, step };
}

async function framePage(application = TPP, query = '', aspsp?: string) {
  const { id, path, step } = await credentialsStep(application, aspsp);
  const url = `${String(asObject(step.frame).url)}${query}`;
  const response = await fetch(url);
  return { id, path, url, response, html: await response.text() };
}

/** Submits the demo user with a wrong `password` from the frame's origin, as frame.js does: the flow's answer. */
function submitWrongPassword(path: string, password = 'wrong-password') {
  const credentials = { username: 'demo', password, otp: '123456' };
  return act(backend, path, { action: 'submit_credentials', credentials }, { origin: backend.origin });
}

/** A text of the widgets' German catalogue (none of those asked for here has plural forms). */
function german(key: 'flowFormatHint' | 'flowWrongCredentials'): string {
  const text = germanCatalogue[key];
  assert.equal(typeof text, 'string', key);
  return text as string;
}

/** A text of a catalogue as a pattern that matches it alone. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources.join(' ')]),
  );
}

describe('Credentials frame: which steps carry it', () => {
  it('a credentials step of the licensed TPP carries a frame at the sandbox, the shop’s does not', async () => {
    const framed = await credentialsStep(TPP);
    assert.equal(
      asObject(framed.step.frame).url,
      `${backend.origin}/auth/credentials-frame/authorizations/${framed.id}`,
    );
    const plain = await credentialsStep(SHOP);
    assert.equal(plain.step.frame, undefined);
    // The fields stay in the step either way: a widget that cannot frame still knows what is asked.
    assert.deepEqual(
      (framed.step.fields as { name: string }[]).map((field) => field.name),
      ['username', 'password', 'otp'],
    );
  });

  it('the control panel setting turns it on and off at once, and takes only true or false', async () => {
    const { path } = await credentialsStep(SHOP);
    const turnedOn = await patchApplication(backend, SHOP, { credentials_frame: true });
    assert.equal(asObject(turnedOn.json).credentials_frame, true);
    assert.match(String(asObject(stepOf(await callApi(backend, path)).frame).url), /credentials-frame/);

    await patchApplication(backend, SHOP, { credentials_frame: false });
    assert.equal(stepOf(await callApi(backend, path)).frame, undefined);

    const refused = await patchApplication(backend, SHOP, { credentials_frame: 'yes' });
    assert.equal(refused.status, 400);
    assert.match(String(asObject(refused.json).message), /^credentials_frame must be true or false/);
  });

  it('the control panel lists the setting and shows it as a checkbox', async () => {
    const listed = asObject((await callControlApi(backend, `/applications/${TPP}`)).json);
    assert.equal(listed.credentials_frame, true);
    const page = await (await fetch(`${backend.origin}/control-panel`)).text();
    const boxes = page.match(/<input type="checkbox" id="[^"]*-credentials_frame"[^>]*>/g) ?? [];
    assert.equal(boxes.length, backend.applications.all().length);
    assert.equal(boxes.filter((box) => box.includes(' checked')).length, 1);
  });
});

describe('Credentials frame: the page', () => {
  it('is framed only by the application’s widget origins, under a strict CSP, with no Referer', async () => {
    const { response } = await framePage();
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const csp = directives(response.headers.get('content-security-policy'));
    const tpp = backend.applications.byKey(TPP);
    // The service's own hosted page of the authorisation frames it too, first-party.
    assert.deepEqual(csp.get('frame-ancestors')?.split(' '), [
      backend.origin,
      ...(tpp?.widget_origins ?? []),
    ]);
    assert.ok(tpp?.widget_origins.includes(ALLOWED_ORIGIN));
    assert.equal(csp.get('default-src'), "'none'");
    assert.equal(csp.get('script-src'), "'self'");
    assert.equal(csp.get('style-src'), "'self'");
    assert.equal(csp.get('form-action'), "'none'", 'the browser may send no form: only the script posts');
    assert.equal(csp.get('base-uri'), "'none'");
  });

  it('follows a change of the widget origins at once', async () => {
    const { url } = await framePage();
    const before = [...(backend.applications.byKey(TPP)?.widget_origins ?? [])];
    await patchApplication(backend, TPP, { widget_origins: ['https://only.example'] });
    try {
      const response = await fetch(url);
      const csp = directives(response.headers.get('content-security-policy'));
      assert.equal(csp.get('frame-ancestors'), `${backend.origin} https://only.example`);
    } finally {
      await patchApplication(backend, TPP, { widget_origins: before });
    }
  });

  it('is framed by the service’s own hosted page too, which allows it in frame-src', async () => {
    const { authorization_id: id, url } = backend.createAuthorization({
      aspsp: { name: 'S-Pankki', country: 'FI' },
      application: TPP,
    });
    const hosted = directives((await fetch(url)).headers.get('content-security-policy'));
    assert.equal(hosted.get('frame-src'), "'self'");
    assert.equal(hosted.get('frame-ancestors'), "'none'");
    const frame = await fetch(`${backend.origin}/auth/credentials-frame/authorizations/${id}`);
    assert.equal(
      directives(frame.headers.get('content-security-policy')).get('frame-ancestors')?.split(' ')[0],
      backend.origin,
    );
    assert.match(await frame.text(), new RegExp(`<main [^>]*data-parents="${backend.origin} `));
  });

  it('has no inline script or style: its script and styles are files of the sandbox', async () => {
    const { html } = await framePage();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    assert.equal(scripts.length, 1);
    assert.match(scripts[0] ?? '', /^<script src="\/auth\/credentials-frame\/frame\.js\?v=[\w-]+" defer>$/);
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)/);
    assert.doesNotMatch(html, /<style\b/);
    assert.doesNotMatch(html, /\sstyle="/);
    assert.doesNotMatch(html, /\son[a-z]+="/);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    assert.deepEqual(
      stylesheets.map((href) => href?.replace(/\?v=[\w-]+$/, '')),
      ['/lib/widgets.css', '/auth/credentials-frame/frame.css'],
    );
    const script = await fetch(`${backend.origin}/auth/credentials-frame/frame.js`);
    assert.equal(script.status, 200);
    assert.match(script.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.match(await script.text(), /postMessage/);
    const styles = await fetch(`${backend.origin}/auth/credentials-frame/frame.css`);
    assert.match(styles.headers.get('content-type') ?? '', /^text\/css/);
  });

  it('names its files with the version of their content, which the browser keeps; other URLs are revalidated', async () => {
    const { html } = await framePage();
    const files = [...html.matchAll(/(?:src|href)="(\/[^"]+\?v=[\w-]+)"/g)].map((match) => match[1] ?? '');
    assert.deepEqual(
      files.map((file) => file.replace(/\?.*/, '')),
      ['/lib/widgets.css', '/auth/credentials-frame/frame.css', '/auth/credentials-frame/frame.js'],
    );
    for (const file of files) {
      const kept = await fetch(`${backend.origin}${file}`);
      assert.equal(kept.status, 200, file);
      assert.equal(kept.headers.get('cache-control'), 'public, max-age=31536000, immutable', file);
      for (const other of [file.replace(/\?.*/, ''), file.replace(/v=[\w-]+/, 'v=older')]) {
        const revalidated = await fetch(`${backend.origin}${other}`);
        assert.equal(revalidated.headers.get('cache-control'), 'no-cache', other);
      }
    }
  });

  it('shows the step’s fields as the widget does, in the widget’s language, with the last error', async () => {
    const { html, path, url } = await framePage(TPP, '?locale=FI');
    assert.match(html, /<html lang="fi">/);
    const inputs = [
      ...html.matchAll(/<input id="field-(\w+)" name="\1" type="(\w+)" autocomplete="([\w-]+)"/g),
    ];
    assert.deepEqual(
      inputs.map((match) => match.slice(2, 4)),
      [
        ['text', 'username'],
        ['password', 'current-password'],
        ['text', 'one-time-code'],
      ],
    );
    assert.match(html, /data-template="\^\[0-9\]\{6\}\$"/);
    // The sandbox's own fields in the frame's language too (the widget API keeps the bank's words).
    assert.match(html, /<label for="field-otp">Kertakäyttökoodi /);
    assert.match(html, /<p id="help-otp" class="service-help">6-numeroinen koodi/);
    assert.match(
      html,
      /<button type="button" class="service-reveal" aria-pressed="false" aria-controls="field-password">/,
    );
    assert.match(html, /<form class="service-credentials" method="post"/);
    assert.match(html, /<p id="frame-error"[^>]* hidden><\/p>/);

    await submitWrongPassword(path, 'Sentinel-1');
    const again = await (await fetch(url)).text();
    assert.match(
      again,
      /<p id="frame-error" class="service-form-error" role="alert" tabindex="-1">[^<]* <span lang="en">No test user of this bank has this username and password/,
    );
    assert.match(again, /aria-describedby="frame-error"/);
    assert.doesNotMatch(again, /Sentinel-1/);
  });

  it('has no format hint on a field without a template, so a screen reader reads none', async () => {
    const { html } = await framePage(TPP, '', 'Aktia');
    const inputs = html.match(/<input [^>]*>/g) ?? [];
    assert.deepEqual(
      inputs.map((input) => /name="(\w+)"/.exec(input)?.[1]),
      ['username', 'password'],
    );
    for (const input of inputs) {
      assert.doesNotMatch(input, /aria-describedby=/, input);
      assert.doesNotMatch(input, /data-hint=/, input);
    }
    assert.doesNotMatch(html, /class="service-hint"/);
    assert.doesNotMatch(html, /id="hint-/);
    // The text is there for frame.js alone, in an attribute of the form: never in a page's text.
    assert.doesNotMatch(html, />[^<]*This does not look like the expected format/);
  });

  it('has an empty format hint, described by, only on a field with a template; frame.js has its text', async () => {
    const { html } = await framePage(TPP, '?locale=de');
    const input = (name: string) => new RegExp(`<input id="field-${name}" [^>]*>`).exec(html)?.[0] ?? '';
    assert.doesNotMatch(input('username'), /aria-describedby=|data-hint=/);
    assert.doesNotMatch(input('password'), /aria-describedby=|data-hint=/);
    assert.match(input('otp'), / aria-describedby="help-otp hint-otp" /);
    assert.match(input('otp'), / data-template="\^\[0-9\]\{6\}\$" data-hint="hint-otp">$/);
    // Empty, not hidden with its text: frame.js writes the text in when the value does not fit.
    // A polite live region, as the widget's: heard when frame.js writes the text in.
    assert.deepEqual(html.match(/<p id="hint-\w+"[^>]*>[^<]*<\/p>/g), [
      '<p id="hint-otp" class="service-hint" aria-live="polite"></p>',
    ]);
    assert.doesNotMatch(html, /aria-invalid/);
    assert.doesNotMatch(html, new RegExp(`>[^<]*${literally(german('flowFormatHint'))}`));
    assert.match(
      html,
      new RegExp(
        `<form class="service-credentials" [^>]* data-format-hint="${literally(german('flowFormatHint'))}"`,
      ),
    );
  });

  it('ties the last refusal to each field, which is invalid, keeping the field’s own help and hint', async () => {
    const { html, path, url } = await framePage(TPP, '?locale=de');
    const inputs = (page: string) => page.match(/<input [^>]*>/g) ?? [];
    for (const input of inputs(html)) assert.doesNotMatch(input, /aria-invalid|frame-error/, input);
    await submitWrongPassword(path);
    const again = await (await fetch(url)).text();
    assert.match(again, /<p id="frame-error" class="service-form-error" role="alert" tabindex="-1">/);
    assert.match(again, /<form class="service-credentials" [^>]*aria-describedby="frame-error"/);
    const described = inputs(again).map((input) => [
      /name="(\w+)"/.exec(input)?.[1],
      / aria-describedby="([^"]*)"/.exec(input)?.[1],
      / aria-invalid="([^"]*)"/.exec(input)?.[1],
    ]);
    assert.deepEqual(described, [
      ['username', 'frame-error', 'true'],
      ['password', 'frame-error', 'true'],
      ['otp', 'frame-error help-otp hint-otp', 'true'],
    ]);
  });

  it('leads a refusal of the credentials in the PSU’s language, then the bank’s words in English', async () => {
    const { html, path, url } = await framePage(TPP, '?locale=de');
    const lead = german('flowWrongCredentials');
    // For frame.js, which shows a refusal of a later submit the same way.
    assert.match(
      html,
      new RegExp(`<form class="service-credentials" [^>]* data-wrong-credentials="${literally(lead)}"`),
    );
    assert.doesNotMatch(html, new RegExp(`>[^<]*${literally(lead)}`));
    const refused = await submitWrongPassword(path);
    const error = asObject(stepOf(refused).error);
    assert.equal(error.error, 'WRONG_CREDENTIALS_PROVIDED');
    const again = await (await fetch(url)).text();
    assert.match(again, /<html lang="de">/);
    assert.ok(
      again.includes(
        `<p id="frame-error" class="service-form-error" role="alert" tabindex="-1">${lead} ` +
          `<span lang="en">${String(error.message)}</span></p>`,
      ),
      again,
    );
  });

  it('takes the application’s custom properties from a stylesheet of its own, above widgets.css', async () => {
    const plain = await framePage();
    assert.doesNotMatch(plain.html, /credentials-frame\/styles/);
    const accent = '--service-color-accent: #123456';
    const saved = await patchApplication(backend, TPP, {
      credentials_frame_style: [`  ${accent}  `, '--service-font:"Inter", sans-serif'],
    });
    assert.deepEqual(asObject(saved.json).credentials_frame_style, [
      accent,
      '--service-font: "Inter", sans-serif',
    ]);
    const { html, id } = await framePage();
    const href = /<link rel="stylesheet" href="(\/auth\/credentials-frame\/styles\/[^"]+)">/.exec(html)?.[1];
    assert.equal(href, `/auth/credentials-frame/styles/authorizations/${id}`);
    const styles = await fetch(`${backend.origin}${href ?? ''}`);
    assert.match(styles.headers.get('content-type') ?? '', /^text\/css/);
    assert.equal(
      await styles.text(),
      `service-auth-flow.service-frame-page {\n  ${accent};\n  --service-font: "Inter", sans-serif;\n}\n`,
    );
  });

  it('refuses a custom property that is not the widgets’ or a value that could do more than style', async () => {
    for (const line of [
      '--service-color-accent: red; } body { display: none',
      '--service-color-accent: url(https://tracker.example/x)',
      '--service-color-accent: red /* */',
      '--service-colour-accent: red',
      'color: red',
    ]) {
      const refused = await patchApplication(backend, TPP, { credentials_frame_style: [line] });
      assert.equal(refused.status, 400, line);
      assert.match(String(asObject(refused.json).message), /^credentials_frame_style\[0\] /, line);
    }
  });

  it('once the step is over, shows no form and still says it is shown, so the widget waits for nothing', async () => {
    const { path, url } = await framePage();
    await act(
      backend,
      path,
      { action: 'submit_credentials', credentials: DEMO_USER },
      { origin: backend.origin },
    );
    const over = await fetch(url);
    assert.equal(over.status, 200);
    const html = await over.text();
    assert.doesNotMatch(html, /<form|<input/);
    assert.match(html, /<main [^>]*data-parents="[^"]+"/);
    assert.match(html, /<script src="\/auth\/credentials-frame\/frame.js\?v=[\w-]+" defer>/);
  });

  it('exists only for an application that frames its credentials, and only for GET', async () => {
    const { id } = await credentialsStep(SHOP);
    const notFramed = await fetch(`${backend.origin}/auth/credentials-frame/authorizations/${id}`);
    assert.equal(notFramed.status, 404);
    assert.equal(
      directives(notFramed.headers.get('content-security-policy')).get('frame-ancestors'),
      "'none'",
    );
    const { url } = await framePage();
    const posted = await fetch(url, { method: 'POST', body: 'password=x' });
    assert.equal(posted.status, 405);
    const unknown = await fetch(`${backend.origin}/auth/credentials-frame/authorizations/not-an-id`);
    assert.equal(unknown.status, 404);
  });
});

describe('Credentials frame: the flow API takes its credentials from the frame alone', () => {
  const submit = { action: 'submit_credentials', credentials: DEMO_USER };

  it('refuses them from the merchant’s page with a 403 the widget can read, and the step stays as it was', async () => {
    const { path } = await credentialsStep(TPP);
    const refused = await act(backend, path, submit);
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    const error = asObject(refused.json);
    assert.equal(error.code, 403);
    assert.equal(error.error, 'UNAUTHORIZED_ACCESS');
    assert.equal(
      error.message,
      `This credentials step is shown in the service's own frame: its credentials are taken only from ` +
        `the frame (${backend.origin}), not from ${ALLOWED_ORIGIN}.`,
    );
    const step = stepOf(await callApi(backend, path));
    assert.equal(step.type, 'credentials');
    assert.equal(step.error, undefined);
  });

  it('takes them from the frame, at the sandbox’s own origin', async () => {
    const { path } = await credentialsStep(TPP);
    const done = await act(backend, path, submit, { origin: backend.origin });
    assert.equal(done.status, 200);
    assert.equal(stepOf(done).type, 'done');
  });

  it('refuses them for a framed payment too, and lets the merchant’s page cancel either', async () => {
    const { payment_id: id } = backend.createPayment({
      aspsp: { name: 'S-Pankki', country: 'FI' },
      application: TPP,
      payment_request: samplePaymentRequest(),
    });
    const path = `/payments/${id}/flow`;
    assert.equal(stepOf(await callApi(backend, path)).type, 'credentials');
    assert.equal((await act(backend, path, submit)).status, 403);
    const cancelled = await act(backend, path, { action: 'cancel' });
    assert.equal(cancelled.status, 200);
    assert.equal(stepOf(cancelled).error, 'access_denied');
  });

  it('takes them from the merchant’s page when the application does not frame its credentials', async () => {
    const { path } = await credentialsStep(SHOP);
    const done = await act(backend, path, submit);
    assert.equal(done.status, 200);
    assert.equal(stepOf(done).type, 'done');
  });
});
