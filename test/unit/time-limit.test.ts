import { expect } from '@open-wc/testing';
import { timeLimit } from '../../src/api/time-limit.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('timeLimit: a fetch that must not wait forever', () => {
  it('aborts once its time is up, not before', async () => {
    const limit = timeLimit(60);
    await pause(20);
    expect(limit.signal.aborted).to.equal(false);
    await pause(80);
    expect(limit.signal.aborted).to.equal(true);
  });

  it('aborts at once when the caller does', () => {
    const caller = new AbortController();
    const limit = timeLimit(10_000, caller.signal);
    caller.abort();
    expect(limit.signal.aborted).to.equal(true);
    limit.end();
  });

  it('is aborted from the start when the caller already is, so that fetch() sends nothing', () => {
    const caller = new AbortController();
    caller.abort();
    const limit = timeLimit(10_000, caller.signal);
    expect(limit.signal.aborted).to.equal(true);
    limit.end();
  });

  it('once ended, neither its time nor the caller aborts it', async () => {
    const caller = new AbortController();
    const limit = timeLimit(30, caller.signal);
    limit.end();
    caller.abort();
    await pause(60);
    expect(limit.signal.aborted).to.equal(false);
  });
});
