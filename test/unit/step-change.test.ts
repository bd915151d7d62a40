import { expect } from '@open-wc/testing';
import type { FlowField, FlowState, FlowStep } from '../../src/api/types.js';
import { stepChange } from '../../src/auth-flow/step-change.js';

const field = (name: string): FlowField => ({ name, title: name, required: true, secret: true });

function flow(step: FlowStep, id = 'flow-1'): FlowState {
  return {
    service: 'AIS',
    id,
    application: { name: 'Shop', environment: 'SANDBOX' },
    aspsp: { name: 'Nordea', country: 'FI', logo: 'https://logos.example/nordea.png', beta: false },
    psu_type: 'personal',
    step,
    expires_at: '2099-01-01T00:00:00Z',
  };
}

const password = flow({ type: 'credentials', method: 'code', fields: [field('user'), field('password')] });

describe('stepChange: what a FlowState changed for the PSU', () => {
  it('the first FlowState, another flow or another type of step is a new step', () => {
    expect(stepChange(undefined, password)).to.equal('step');
    expect(stepChange(password, { ...password, id: 'flow-2' })).to.equal('step');
    expect(stepChange(password, flow({ type: 'decoupled', poll_interval_ms: 1000 }))).to.equal('step');
  });

  it('a credentials form asking for other fields is a new step; the same form again is not', () => {
    const code = flow({ type: 'credentials', method: 'code', fields: [field('otp')] });
    expect(stepChange(password, code)).to.equal('step');
    const refused = flow({
      ...password.step,
      error: { error: 'WRONG_CREDENTIALS_PROVIDED', message: 'No.' },
    } as FlowStep);
    expect(stepChange(password, refused)).to.equal(undefined);
  });

  it('the same credentials step with another frame URL, or a frame it had not, is a new frame', () => {
    const framed = (url: string) => flow({ ...password.step, frame: { url } } as FlowStep);
    expect(stepChange(password, framed('https://bank.example/1'))).to.equal('frame');
    expect(stepChange(framed('https://bank.example/1'), framed('https://bank.example/2'))).to.equal('frame');
    expect(stepChange(framed('https://bank.example/1'), framed('https://bank.example/1'))).to.equal(
      undefined,
    );
  });
});
