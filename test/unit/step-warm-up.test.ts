import { expect } from '@open-wc/testing';
import { html, LitElement, nothing, render } from 'lit';
import type { FlowState, FlowStep } from '../../src/api/types.js';
import { warmUpSteps } from '../../src/auth-flow/step-warm-up.js';
import { renderStep } from '../../src/auth-flow/steps/render-step.js';
import type { StepContext } from '../../src/auth-flow/steps/step-context.js';
import { Localization } from '../../src/i18n/localization.js';
import { pageChangesBy, templatesPreparedBy } from '../support/warm-up-checks.js';

/** An element that is never put on the page, only there to own the texts' controller. */
class TextsHost extends LitElement {}
customElements.define('step-warm-up-texts', TextsHost);

const shown: FlowState = {
  service: 'AIS',
  id: 'flow-1',
  application: { name: 'Sandbox Shop', environment: 'SANDBOX' },
  aspsp: { name: 'Sparkasse KölnBonn', country: 'DE', logo: '', beta: false },
  psu_type: 'personal',
  step: {
    type: 'consent',
    provider: {
      name: 'Provider',
      terms_url: 'https://provider.test/terms',
      privacy_url: 'https://provider.test/privacy',
    },
    access: { valid_until: '2030-01-31T12:00:00Z', balances: true },
  },
  expires_at: '2030-01-31T12:00:00Z',
};

/** Later steps as a bank's answers give them, none equal to the warm-up's made-up ones. */
const laterSteps: FlowStep[] = [
  {
    type: 'method',
    methods: [
      { name: 'chiptan', title: 'chipTAN', approach: 'EMBEDDED', psu_type: 'personal' },
      { name: 'pushtan', title: 'pushTAN', approach: 'DECOUPLED', psu_type: 'personal' },
    ],
  },
  {
    type: 'credentials',
    method: 'chiptan',
    fields: [{ name: 'tan', title: 'TAN', required: true, secret: true, template: '^\\d{6}$' }],
  },
  {
    type: 'credentials',
    method: 'chiptan',
    fields: [{ name: 'tan', title: 'TAN', required: true, secret: true, description: 'From your device' }],
    error: { message: 'The TAN is wrong.' },
  },
  { type: 'decoupled', message: 'Open your S-pushTAN app.', poll_interval_ms: 1000 },
  { type: 'redirect', url: 'https://bank.test/authorize' },
  { type: 'failed', error: 'server_error', error_description: 'The bank failed.' },
];

function stepContext(i18n: Localization, step: FlowStep): StepContext {
  return {
    i18n,
    flow: { ...shown, step },
    busy: false,
    act: () => undefined,
    navigate: () => undefined,
    id: (suffix) => `test-${suffix}`,
    handoff: { show: () => undefined, second: true },
  };
}

describe('warmUpSteps', () => {
  const i18n = new Localization(document.createElement('step-warm-up-texts') as TextsHost);

  it('renders the later steps off the page: the page does not change', async () => {
    const before = document.body.innerHTML;
    expect(await pageChangesBy(() => warmUpSteps(i18n, shown))).to.have.length(0);
    expect(document.body.innerHTML).to.equal(before);
  });

  it('leaves no template of a later step to prepare when its answer comes', () => {
    warmUpSteps(i18n, shown);
    const container = document.createElement('div');
    const prepared = templatesPreparedBy(() => {
      for (const step of laterSteps) render(renderStep(step, stepContext(i18n, step)), container);
    });
    expect(prepared).to.equal(0);
    // The count itself works: a template never rendered before is prepared once.
    expect(templatesPreparedBy(() => render(html`<p>${'new'}</p>`, container))).to.equal(1);
    render(nothing, container);
  });
});
