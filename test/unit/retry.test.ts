import { expect } from '@open-wc/testing';
import { maxRetries, parseRetryAfter, retryDelayMs } from '../../src/api/retry.js';

describe('retryDelayMs', () => {
  it('backs off exponentially on network failures and transient statuses', () => {
    expect(retryDelayMs(0, undefined)).to.equal(400);
    expect(retryDelayMs(1, 503)).to.equal(1200);
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(retryDelayMs(0, status), String(status)).to.be.a('number');
  });

  it('gives up after the last retry and on statuses that will not change', () => {
    expect(retryDelayMs(maxRetries, 500)).to.equal(undefined);
    for (const status of [400, 403, 404, 422])
      expect(retryDelayMs(0, status), String(status)).to.equal(undefined);
  });

  it('waits as long as Retry-After asks, unless that is too long for a PSU to wait', () => {
    expect(retryDelayMs(0, 429, 2)).to.equal(2000);
    expect(retryDelayMs(0, 429, 120)).to.equal(undefined);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).to.equal(3);
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:05 GMT', now)).to.equal(5);
  });

  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null)).to.equal(undefined);
    expect(parseRetryAfter('soon')).to.equal(undefined);
  });
});
