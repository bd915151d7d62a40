/**
 * The built bundle on a strict merchant page: a Content-Security-Policy without
 * 'unsafe-inline' or 'unsafe-eval', with Trusted Types required (the CSP of docs/merchant-pages.md).
 * The page runs the three widgets through their main paths and reports every violation.
 */
import { expect } from '@open-wc/testing';
import { backend } from '../support/backend.js';
import { frameReport } from '../support/page-loading.js';

interface StrictPageReport {
  type: 'strict-page';
  violations: string[];
  errors: string[];
  events: string[];
  ownLit: boolean;
}

async function runStrictPage(path: string): Promise<StrictPageReport> {
  await backend.reset();
  const origin = await backend.origin();
  const [consent, flow, embedded, framed, handoff] = await Promise.all([
    backend.createAuthorization({ aspsp: { name: 'Nordea', country: 'FI' } }),
    backend.createAuthorization({ aspsp: { name: 'Nordea', country: 'FI' } }),
    // The shop's credentials steps carry no frame: the widget's own form.
    backend.createAuthorization({ aspsp: { name: 'S-Pankki', country: 'FI' } }),
    // The licensed TPP's do: the backend's credentials frame.
    backend.createAuthorization({ aspsp: { name: 'S-Pankki', country: 'FI' }, application: 'sandbox-tpp' }),
    // At OP's redirect step, which offers "continue on your phone".
    backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' }, application: 'sandbox-tpp' }),
  ]);
  const url = new URL(path, await backend.strictPageOrigin());
  url.search = new URLSearchParams({
    backend: origin,
    consent: consent.authorization_id,
    flow: flow.authorization_id,
    embedded: embedded.authorization_id,
    framed: framed.authorization_id,
    handoff: handoff.authorization_id,
  }).toString();
  return frameReport<StrictPageReport>(url, 'strict-page');
}

const mainPath = [
  'service-aspsp-list ready',
  'service-aspsp-list selected',
  'service-consent ready',
  'service-consent confirmed',
  'service-auth-flow ais-loaded',
  'service-auth-flow step',
  'service-auth-flow ready',
  'qr drawn',
  'form shown',
  'frame shown',
];

describe('a strict page (CSP and Trusted Types)', () => {
  it('runs the three widgets with no violation', async function () {
    this.timeout(20_000);
    const report = await runStrictPage('/strict.html');
    expect(report.violations.join('\n'), 'violations').to.equal('');
    expect(report.errors.join('\n'), 'errors').to.equal('');
    for (const event of mainPath) expect(report.events, event).to.include(event);
    expect(report.events.filter((event) => event === 'service-auth-flow step')).to.have.length.of.at.least(3);
  });

  it('runs them beside the page’s own copy of Lit', async function () {
    this.timeout(20_000);
    const report = await runStrictPage('/strict-own-lit.html');
    expect(report.ownLit, 'the page’s own Lit rendered').to.equal(true);
    expect(report.violations.join('\n'), 'violations').to.equal('');
    expect(report.errors.join('\n'), 'errors').to.equal('');
    for (const event of mainPath) expect(report.events, event).to.include(event);
  });

  it('runs them with the script loaded twice: the second copy creates no policy and registers nothing', async function () {
    this.timeout(20_000);
    const report = await runStrictPage('/strict-twice.html');
    expect(report.violations.join('\n'), 'violations').to.equal('');
    expect(report.errors.join('\n'), 'errors').to.equal('');
    for (const event of mainPath) expect(report.events, event).to.include(event);
  });
});
