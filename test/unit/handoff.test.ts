import { expect } from '@open-wc/testing';
import type { FlowState } from '../../src/api/types.js';
import { isFlowState } from '../../src/api/validate.js';
import {
  handoffPollInterval,
  isHandoffExpired,
  offeredHandoff,
  shownHandoff,
} from '../../src/auth-flow/handoff-offer.js';
import { qrPath, quietZone, type QrPath } from '../../src/auth-flow/qr-path.js';
import { loadScript } from '../support/page-loading.js';

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

type JsQr = typeof import('jsqr').default;

/** jsQR, a QR reader, as a phone's camera app would read the code (a classic script: it is not a module). */
async function qrReader(): Promise<JsQr> {
  const loaded = (window as { jsQR?: JsQr }).jsQR;
  if (loaded) return loaded;
  await loadScript('/node_modules/jsqr/dist/jsQR.js');
  const reader = (window as { jsQR?: JsQr }).jsQR;
  if (!reader) throw new Error('jsQR did not load');
  return reader;
}

/** The path's cells as a black-on-white image, `scale` pixels a module. */
function pixelsOf(size: number, dark: Set<string>, scale: number): Uint8ClampedArray {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      if (!dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`)) continue;
      const at = (y * width + x) * 4;
      pixels.set([0, 0, 0, 255], at);
    }
  }
  return pixels;
}

describe('qrPath', () => {
  const text = 'http://127.0.0.1:3600/auth/handoff/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4';

  function drawn(link: string): QrPath {
    const path = qrPath(link);
    if (!path) throw new Error(`no QR code for ${link}`);
    return path;
  }

  it('draws a code that a QR reader reads back as the link, in module runs only', async () => {
    const { size, d } = drawn(text);
    expect(d.replace(/M\d+ \d+h\d+v1h-\d+z/g, '')).to.equal('', 'nothing but module runs');
    const scale = 4;
    const read = (await qrReader())(pixelsOf(size, paintedCells(d), scale), size * scale, size * scale);
    expect(read?.data).to.equal(text);
  });

  it('keeps a quiet zone of four light modules around the code', () => {
    const { size, d } = drawn(text);
    const cells = [...paintedCells(d)].map((cell) => cell.split(',').map(Number) as [number, number]);
    for (const [x, y] of cells) expect(Math.min(x, y, size - 1 - x, size - 1 - y)).to.be.at.least(quietZone);
    // The finder pattern's corner module sits right inside the quiet zone.
    expect(paintedCells(d).has(`${quietZone},${quietZone}`)).to.equal(true);
  });

  it('gives no code for a text longer than a QR code holds, rather than throwing', () => {
    expect(qrPath(`https://auth.example/${'x'.repeat(3000)}`)).to.equal(undefined);
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

  const backend = 'https://auth.example';

  it('offers an http(s) hand-off at the backend’s origin, at redirect and decoupled steps only', () => {
    expect(offeredHandoff(flow(redirect), backend)?.url).to.equal(handoff.url);
    expect(offeredHandoff(flow({ type: 'decoupled', poll_interval_ms: 500 }), backend)?.url).to.equal(
      handoff.url,
    );
    expect(offeredHandoff(flow({ type: 'done', redirect_url: 'https://shop.example' }), backend)).to.equal(
      undefined,
    );
    expect(offeredHandoff(flow(redirect, { handoff: undefined }), backend)).to.equal(undefined);
    const refused = [
      'javascript:alert(1)',
      'http://evil.example/x',
      'data:text/html,x',
      '/relative',
      // Another origin: the PSU's phone would be sent to a page that is not the backend's.
      'https://phish.example/auth/handoff/abc',
      'https://auth.example:8443/auth/handoff/abc',
    ];
    for (const url of refused) {
      expect(offeredHandoff(flow(redirect, { handoff: { ...handoff, url } }), backend), url).to.equal(
        undefined,
      );
    }
    expect(offeredHandoff(flow(redirect), undefined), 'no backend origin').to.equal(undefined);
  });

  it('polls every 2 s, or slower when the decoupled step asks so', () => {
    expect(handoffPollInterval(flow(redirect))).to.equal(2000);
    expect(handoffPollInterval(flow({ type: 'decoupled', poll_interval_ms: 500 }))).to.equal(2000);
    expect(handoffPollInterval(flow({ type: 'decoupled', poll_interval_ms: 5000 }))).to.equal(5000);
  });

  it('calls a code expired once its time is up unopened, or once the backend issued another', () => {
    const expiresAt = Date.parse(handoff.expires_at);
    const view = shownHandoff(handoff, undefined, expiresAt - 600_000 + 5000);
    const [before, after] = [expiresAt - 1, expiresAt];
    expect(isHandoffExpired(view, handoff, before)).to.equal(false);
    expect(isHandoffExpired(view, handoff, after)).to.equal(true);
    expect(isHandoffExpired(view, { ...handoff, opened: true }, after)).to.equal(false);
    expect(isHandoffExpired(view, { ...handoff, url: `${handoff.url}2` }, before)).to.equal(true);
    expect(isHandoffExpired(view, undefined, before)).to.equal(true);
  });

  it('times a code by this device’s clock from when it is shown, at most the contract’s 10 minutes', () => {
    const expiresAt = Date.parse(handoff.expires_at);
    const tenMinutes = 600_000;
    // A device clock 15 minutes fast sees the code's expires_at passed as it is shown.
    const fast = expiresAt - tenMinutes + 15 * 60_000;
    const shownOnFastClock = shownHandoff(handoff, undefined, fast);
    expect(shownOnFastClock.deadline).to.equal(fast + tenMinutes);
    expect(isHandoffExpired(shownOnFastClock, handoff, fast + 1000)).to.equal(false);
    expect(isHandoffExpired(shownOnFastClock, handoff, fast + tenMinutes)).to.equal(true);
    // A clock 15 minutes slow would keep the code for 25 minutes.
    const slow = expiresAt - tenMinutes - 15 * 60_000;
    expect(shownHandoff(handoff, undefined, slow).deadline).to.equal(slow + tenMinutes);
    // A right clock: the code's own time.
    const right = expiresAt - 9 * 60_000;
    const shown = shownHandoff(handoff, undefined, right);
    expect(shown.deadline).to.equal(expiresAt);
    expect(shown).to.include({ shown: handoff, opened: false, expired: false });
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
