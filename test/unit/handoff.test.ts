import { expect } from '@open-wc/testing';
import { encode } from 'uqr';
import type { FlowState } from '../../src/api/types.js';
import { isFlowState } from '../../src/api/validate.js';
import { handoffPollInterval, isHandoffExpired, offeredHandoff } from '../../src/auth-flow/handoff-offer.js';
import { qrPath, quietZone } from '../../src/auth-flow/qr-path.js';

/** The dark cells a path of `M{x} {y}h{n}v1h-{n}z` runs paints. */
function paintedCells(d: string): Set<string> {
  const cells = new Set<string>();
  for (const match of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, run] = [Number(match[1]), Number(match[2]), Number(match[3])];
    expect(Number(match[4])).to.equal(run);
    for (let offset = 0; offset < run; offset++) cells.add(`${x + offset},${y}`);
  }
  return cells;
}

describe('qrPath', () => {
  const text = 'http://127.0.0.1:3600/auth/handoff/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4';

  it('paints exactly the dark modules of uqr’s matrix, with a quiet zone of four modules', () => {
    const { data } = encode(text, { ecc: 'M', border: quietZone });
    const { size, d } = qrPath(text);
    expect(size).to.equal(data.length);
    const expected = new Set<string>();
    data.forEach((row, y) => row.forEach((dark, x) => dark && expected.add(`${x},${y}`)));
    expect([...paintedCells(d)].sort()).to.deep.equal([...expected].sort());
    expect(d.replace(/M\d+ \d+h\d+v1h-\d+z/g, '')).to.equal('', 'nothing but module runs');
    // The quiet zone: no dark module in the outer four rows and columns.
    for (const cell of paintedCells(d)) {
      const [x, y] = cell.split(',').map(Number) as [number, number];
      expect(Math.min(x, y, size - 1 - x, size - 1 - y)).to.be.at.least(quietZone);
    }
  });
});

describe('hand-off decisions', () => {
  const handoff = {
    url: 'https://auth.example/auth/handoff/abc',
    expires_at: '2030-01-01T00:10:00Z',
    opened: false,
  };
  const flow = (step: FlowState['step'], extra: Partial<FlowState> = {}): FlowState => ({
    service: 'AIS',
    id: 'id',
    application: { name: 'Shop', environment: 'SANDBOX' },
    aspsp: { name: 'OP', country: 'FI', logo: 'https://x.example/op.svg', beta: false },
    psu_type: 'personal',
    step,
    expires_at: '2030-01-01T00:15:00Z',
    handoff,
    ...extra,
  });
  const redirect = { type: 'redirect', url: 'https://bank.example' } as const;

  it('offers an http(s) hand-off at redirect and decoupled steps only', () => {
    expect(offeredHandoff(flow(redirect))?.url).to.equal(handoff.url);
    expect(offeredHandoff(flow({ type: 'decoupled', poll_interval_ms: 500 }))?.url).to.equal(handoff.url);
    expect(offeredHandoff(flow({ type: 'done', redirect_url: 'https://shop.example' }))).to.equal(undefined);
    expect(offeredHandoff(flow(redirect, { handoff: undefined }))).to.equal(undefined);
    for (const url of ['javascript:alert(1)', 'http://evil.example/x', 'data:text/html,x', '/relative']) {
      expect(offeredHandoff(flow(redirect, { handoff: { ...handoff, url } })), url).to.equal(undefined);
    }
  });

  it('polls every 2 s, or slower when the decoupled step asks so', () => {
    expect(handoffPollInterval(flow(redirect))).to.equal(2000);
    expect(handoffPollInterval(flow({ type: 'decoupled', poll_interval_ms: 500 }))).to.equal(2000);
    expect(handoffPollInterval(flow({ type: 'decoupled', poll_interval_ms: 5000 }))).to.equal(5000);
  });

  it('calls a code expired once its time is up unopened, or once the backend issued another', () => {
    const before = Date.parse(handoff.expires_at) - 1;
    const after = Date.parse(handoff.expires_at);
    expect(isHandoffExpired(handoff, handoff, before)).to.equal(false);
    expect(isHandoffExpired(handoff, handoff, after)).to.equal(true);
    expect(isHandoffExpired(handoff, { ...handoff, opened: true }, after)).to.equal(false);
    expect(isHandoffExpired(handoff, { ...handoff, url: `${handoff.url}2` }, before)).to.equal(true);
    expect(isHandoffExpired(handoff, undefined, before)).to.equal(true);
  });

  it('validates handoff as an optional object of url, expires_at and opened', () => {
    const base = flow(redirect);
    expect(isFlowState(base)).to.equal(true);
    expect(isFlowState({ ...base, handoff: undefined })).to.equal(true);
    expect(isFlowState({ ...base, handoff: { ...handoff, url: 'javascript:x' } })).to.equal(true);
    for (const wrong of [
      null,
      'x',
      [],
      { ...handoff, url: 1 },
      { ...handoff, expires_at: 'soon' },
      { ...handoff, opened: 'yes' },
    ]) {
      expect(isFlowState({ ...base, handoff: wrong }), JSON.stringify(wrong)).to.equal(false);
    }
  });
});
