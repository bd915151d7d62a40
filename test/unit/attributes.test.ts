import { expect } from '@open-wc/testing';
import type { UnlistedErrorCode } from '../../src/api/error-codes.js';
import { booleanAttribute } from '../../src/elements/boolean-attribute.js';
import { canRetry, errorMessageKey } from '../../src/elements/error-message.js';

describe('booleanAttribute', () => {
  const read = (value: string | null) => booleanAttribute.fromAttribute?.(value, Boolean);

  it('is true when present, as in HTML', () => {
    expect(read('')).to.equal(true);
    expect(read('sandbox')).to.equal(true);
    expect(read('true')).to.equal(true);
  });

  it('is false when absent or written "false" in any case', () => {
    expect(read(null)).to.equal(false);
    expect(read('false')).to.equal(false);
    expect(read(' FALSE ')).to.equal(false);
  });
});

describe('errorMessageKey', () => {
  it('maps codes to the PSU-facing text', () => {
    // A code a newer backend may send, which this version does not list.
    const unlisted = 'SOMETHING_NEW' as UnlistedErrorCode;
    expect(errorMessageKey('NETWORK_ERROR')).to.equal('errorNetwork');
    expect(errorMessageKey('UNAUTHORIZED_ACCESS', 403)).to.equal('errorOriginRefused');
    expect(errorMessageKey('PAYMENT_NOT_FOUND', 404)).to.equal('errorNotFound');
    expect(errorMessageKey('WRONG_CREDENTIALS_PROVIDED', 422)).to.equal('flowWrongCredentials');
    expect(errorMessageKey(unlisted, 429)).to.equal('errorRateLimited');
    expect(errorMessageKey(unlisted, 500)).to.equal('errorService');
  });
});

describe('canRetry', () => {
  it('offers a retry for failures that may pass', () => {
    expect(canRetry('NETWORK_ERROR')).to.equal(true);
    expect(canRetry('TIMEOUT')).to.equal(true);
    expect(canRetry('ASPSP_ERROR', 503)).to.equal(true);
    expect(canRetry('ASPSP_RATE_LIMIT_EXCEEDED', 429)).to.equal(true);
    // A host that answered without CORS headers: maybe a proxy's passing error page.
    expect(canRetry('NOT_A_WIDGET_BACKEND')).to.equal(true);
  });

  it('offers none for setup errors, refusals and unknown ids', () => {
    expect(canRetry('MISSING_ATTRIBUTE')).to.equal(false);
    expect(canRetry('UNAUTHORIZED_ACCESS', 403)).to.equal(false);
    expect(canRetry('SESSION_DOES_NOT_EXIST', 404)).to.equal(false);
    // A web server's own page, read: the origin is wrong.
    expect(canRetry('NOT_A_WIDGET_BACKEND', 404)).to.equal(false);
    expect(canRetry('NOT_A_WIDGET_BACKEND', 200)).to.equal(false);
  });
});

describe('flags set as properties by frameworks', () => {
  it('reads the string "false" as false and any other string as true', async () => {
    await import('../../src/define.js');
    const list = document.createElement('service-aspsp-list');
    (list as unknown as { sandbox: unknown }).sandbox = 'false';
    (list as unknown as { noBeta: unknown }).noBeta = 'true';
    document.body.append(list);
    await list.updateComplete;
    expect(list.sandbox).to.equal(false);
    expect(list.noBeta).to.equal(true);
    list.remove();
  });
});
