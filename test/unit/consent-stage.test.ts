import { expect } from '@open-wc/testing';
import { consentStage, statusMessageKey } from '../../src/consent/consent-stage.js';
import { decisionErrorKey } from '../../src/consent/decision-error.js';

describe('consentStage', () => {
  it('asks for consent on a CREATED authorisation that needs it', () => {
    expect(consentStage('CREATED', true)).to.deep.equal({ kind: 'consent' });
  });

  it('confirms automatically when the application is a licensed TPP', () => {
    expect(consentStage('CREATED', false)).to.deep.equal({ kind: 'automatic' });
  });

  it('treats an expired authorisation as expired, whoever the application is', () => {
    expect(consentStage('EXPIRED', true)).to.deep.equal({ kind: 'expired' });
    expect(consentStage('EXPIRED', false)).to.deep.equal({ kind: 'expired' });
  });

  it('shows every other status as such, never as a consent to give again', () => {
    const expected = {
      CONSENT_GIVEN: 'consentStatusGiven',
      AUTHORIZED: 'consentStatusAuthorized',
      CANCELLED: 'consentStatusCancelled',
      FAILED: 'consentStatusFailed',
      REVOKED: 'consentStatusUnknown',
      constructor: 'consentStatusUnknown',
      toString: 'consentStatusUnknown',
    };
    for (const [status, message] of Object.entries(expected)) {
      expect(consentStage(status, true), status).to.deep.equal({ kind: 'status', message });
      expect(consentStage(status, false), status).to.deep.equal({ kind: 'status', message });
      expect(statusMessageKey(status), status).to.equal(message);
    }
  });
});

describe('decisionErrorKey', () => {
  it('says that a request answered elsewhere can no longer be changed', () => {
    expect(decisionErrorKey('WRONG_SESSION_STATUS', 422)).to.equal('consentErrorAlreadyDecided');
  });

  it('uses the shared texts for every other failure', () => {
    expect(decisionErrorKey('EXPIRED_SESSION', 422)).to.equal('errorExpired');
    expect(decisionErrorKey('NETWORK_ERROR')).to.equal('errorNetwork');
    expect(decisionErrorKey('ASPSP_ERROR', 500)).to.equal('errorService');
  });
});
