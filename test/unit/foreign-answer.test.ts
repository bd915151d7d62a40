import { expect } from '@open-wc/testing';
import { foreignAnswer } from '../../src/api/foreign-answer.js';
import { loadFailureKey } from '../../src/elements/error-message.js';

describe('foreignAnswer: an answer that cannot come from a widget API backend', () => {
  it('takes a 200 that is not labelled JSON for a page', () => {
    expect(foreignAnswer(200, 'text/html; charset=utf-8')).to.equal('an HTML page with status 200');
    expect(foreignAnswer(200, null)).to.equal('an answer without a content type with status 200');
    expect(foreignAnswer(200, 'text/plain')).to.equal('an answer of type text/plain with status 200');
  });

  it('leaves a 200 labelled JSON to INVALID_RESPONSE', () => {
    expect(foreignAnswer(200, 'application/json; charset=utf-8')).to.equal(undefined);
    expect(foreignAnswer(200, 'application/problem+json')).to.equal(undefined);
  });

  it('takes a 4xx without an ErrorResponse for a web server’s own error page', () => {
    expect(foreignAnswer(404, 'text/html')).to.equal('an HTML page with status 404');
    expect(foreignAnswer(404, 'application/json')).to.equal(
      'JSON that is not an ErrorResponse with status 404',
    );
    expect(foreignAnswer(405, 'text/plain')).to.equal('an answer of type text/plain with status 405');
  });

  it('leaves statuses of a backend in trouble to INVALID_RESPONSE, which is retried', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(foreignAnswer(status, 'text/html'), String(status)).to.equal(undefined);
    }
  });
});

describe('loadFailureKey', () => {
  it('tells an offline PSU so, and only for a network failure', () => {
    expect(loadFailureKey('NETWORK_ERROR', undefined, true)).to.equal('errorOffline');
    expect(loadFailureKey('NETWORK_ERROR', undefined, false)).to.equal('errorNetwork');
    expect(loadFailureKey('TIMEOUT', undefined, true)).to.equal('errorTimeout');
    expect(loadFailureKey('NOT_A_WIDGET_BACKEND', 404, false)).to.equal('errorNotWidgetBackend');
  });
});
