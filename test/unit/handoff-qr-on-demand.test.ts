/**
 * The hand-off's QR encoder comes on demand: one load per page, tried again after a failure,
 * and without it the step shows the link alone with instructions that do not name a QR code.
 */
import { expect } from '@open-wc/testing';
import { LitElement, render } from 'lit';
import type { FlowState } from '../../src/api/types.js';
import { loadOnce, loadQrEncoder } from '../../src/auth-flow/qr-encoder.js';
import { renderHandoffStep, type HandoffView } from '../../src/auth-flow/steps/handoff-step.js';
import type { StepContext } from '../../src/auth-flow/steps/step-context.js';
import { en } from '../../src/i18n/locales/en.js';
import { Localization } from '../../src/i18n/localization.js';

class TextsHost extends LitElement {}
customElements.define('handoff-qr-texts', TextsHost);

const handoffUrl = 'https://auth.example/auth/handoff/ticket-1';

const flow: FlowState = {
  service: 'AIS',
  id: 'flow-1',
  application: { name: 'Sandbox Shop', environment: 'SANDBOX' },
  aspsp: { name: 'OP', country: 'FI', logo: '', beta: false },
  psu_type: 'personal',
  step: { type: 'redirect', url: 'https://bank.example/authorize' },
  expires_at: '2030-01-31T12:00:00Z',
};

function renderedStep(drawQr: HandoffView['drawQr']): HTMLElement {
  const context: StepContext = {
    i18n: new Localization(document.createElement('handoff-qr-texts') as TextsHost),
    flow,
    busy: false,
    act: () => undefined,
    navigate: () => undefined,
    id: (suffix) => `test-${suffix}`,
  };
  const view: HandoffView = {
    shown: { url: handoffUrl, expires_at: '2030-01-31T12:00:00Z', opened: false },
    opened: false,
    expired: false,
    deadline: Date.parse('2030-01-31T12:00:00Z'),
    drawQr,
  };
  const container = document.createElement('div');
  const ignore = () => undefined;
  render(renderHandoffStep(view, context, { copy: ignore, back: ignore, renew: ignore }), container);
  return container;
}

describe('the hand-off’s QR code, loaded on demand', () => {
  it('draws the code of the link once the encoder is there', async () => {
    const drawQr = await loadQrEncoder();
    expect(drawQr, 'the encoder loads').to.be.a('function');
    const step = renderedStep(drawQr);
    expect(step.textContent).to.include(en.flowHandoffInstructions);
    expect(step.querySelector('svg.service-qr[role="img"]')?.getAttribute('aria-label')).to.equal(
      en.flowHandoffQrName,
    );
    expect(step.querySelector('svg.service-qr path')?.getAttribute('d')).to.match(/^M\d+ \d+h\d+/);
  });

  it('without the encoder, shows the link alone and says to open it on the phone', () => {
    const step = renderedStep(undefined);
    expect(step.textContent).to.include(en.flowHandoffInstructionsLinkOnly);
    expect(step.textContent).not.to.include(en.flowHandoffInstructions);
    expect(step.querySelector('svg, [role="img"]')).to.equal(null);
    expect(step.querySelector('.service-handoff-link a')?.getAttribute('href')).to.equal(handoffUrl);
  });

  it('loads once for every caller, and tries again after a failure', async () => {
    const outcomes = [Promise.reject(new Error('offline')), Promise.resolve('encoder')];
    let loads = 0;
    const load = loadOnce(() => outcomes[loads++] ?? Promise.resolve('again'));
    expect(await Promise.all([load(), load()])).to.deep.equal([undefined, undefined]);
    expect(loads, 'one load for both callers').to.equal(1);
    expect(await Promise.all([load(), load()])).to.deep.equal(['encoder', 'encoder']);
    expect(await load()).to.equal('encoder');
    expect(loads, 'kept once it loaded').to.equal(2);
  });
});
