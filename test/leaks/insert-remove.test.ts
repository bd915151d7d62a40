/**
 * 1,000 insert-remove cycles of each element, each cycle starting a real load that the
 * removal aborts: the heap must not grow with the cycles (Chromium, with gc() exposed).
 */
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { backend } from '../support/backend.js';
import { sleep } from '../support/dom.js';

interface ChromiumWindow {
  gc(): void;
}
interface ChromiumPerformance {
  memory: { usedJSHeapSize: number };
}

async function heapAfterGc(): Promise<number> {
  for (let round = 0; round < 4; round++) {
    (window as unknown as ChromiumWindow).gc();
    await sleep(50);
  }
  return (performance as unknown as ChromiumPerformance).memory.usedJSHeapSize;
}

async function cycles(count: number, create: () => HTMLElement) {
  for (let index = 0; index < count; index++) {
    const element = create();
    document.body.append(element);
    await Promise.resolve();
    element.remove();
    if (index % 50 === 0) await sleep(0);
  }
}

describe('1,000 insert-remove cycles', function () {
  this.timeout(120_000);
  let origin: string;
  let authorization: string;

  before(async () => {
    await backend.reset();
    origin = await backend.origin();
    ({ authorization_id: authorization } = await backend.createAuthorization({
      aspsp: { name: 'Danske Bank', country: 'FI' },
      application: 'sandbox-tpp',
    }));
  });

  const widgets: Record<string, () => Record<string, string>> = {
    'service-aspsp-list': () => ({
      country: 'FI',
      'psu-type': 'personal',
      service: 'AIS',
      origin,
      sandbox: '',
    }),
    'service-consent': () => ({ authorization, origin, sandbox: '' }),
    'service-auth-flow': () => ({ authorization, origin, sandbox: '' }),
  };

  for (const [tag, attributes] of Object.entries(widgets)) {
    it(`${tag} leaves nothing behind`, async () => {
      const create = () => {
        const element = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes())) element.setAttribute(name, value);
        return element;
      };
      await cycles(100, create);
      await sleep(300);
      const before = await heapAfterGc();
      await cycles(1000, create);
      await sleep(300);
      const after = await heapAfterGc();
      expect(document.querySelectorAll(tag)).to.have.length(0);
      // A leak of even 1 KB a cycle would add a megabyte.
      expect(after - before, `heap grew by ${after - before} bytes`).to.be.below(1_000_000);
    });
  }
});
