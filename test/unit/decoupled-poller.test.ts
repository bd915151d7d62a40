import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DecoupledPoller } from '../../src/auth-flow/decoupled-poller.js';

const host = { addController: (_: ReactiveController) => undefined } as unknown as ReactiveControllerHost;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('DecoupledPoller', () => {
  it('waits the interval before each poll, never less than 500 ms', async () => {
    const poller = new DecoupledPoller(host);
    poller.hostConnected();
    let polls = 0;
    poller.start({
      intervalMs: () => 0,
      poll: () => Promise.resolve(++polls > 0),
    });
    // Just short of the floor: a floor lowered to 250 ms would have polled.
    await pause(450);
    expect(polls).to.equal(0);
    await pause(300);
    expect(polls).to.equal(1);
    poller.stop();
  });

  it('takes an interval longer than a timer can hold as the longest one, not as none', async () => {
    const poller = new DecoupledPoller(host);
    poller.hostConnected();
    let polls = 0;
    poller.start({
      intervalMs: () => 2 ** 32,
      poll: () => Promise.resolve(++polls > 0),
    });
    await pause(200);
    expect(polls).to.equal(0);
    expect(poller.active).to.equal(true);
    poller.stop();
  });

  it('reads the interval before each wait: a later step asking for another applies', async () => {
    const poller = new DecoupledPoller(host);
    poller.hostConnected();
    const polledAt: number[] = [];
    const start = performance.now();
    let interval = 1500;
    poller.start({
      intervalMs: () => interval,
      poll: () => {
        polledAt.push(performance.now() - start);
        interval = 500;
        return Promise.resolve(polledAt.length < 3);
      },
    });
    await pause(2900);
    poller.stop();
    // 1.5 s, then every 0.5 s: three polls by 2.5 s (at the first interval, one by then).
    expect(polledAt).to.have.length(3);
  });

  it('waits as long as a poll asks (a rate limit’s Retry-After) once, then the interval again', async () => {
    const poller = new DecoupledPoller(host);
    poller.hostConnected();
    const polledAt: number[] = [];
    const start = performance.now();
    poller.start({
      intervalMs: () => 500,
      poll: () => {
        polledAt.push(performance.now() - start);
        if (polledAt.length === 1) return Promise.resolve({ retryAfterMs: 1500 });
        return Promise.resolve(polledAt.length < 3);
      },
    });
    await pause(1900);
    // 0.5 s, then 1.5 s more: the second poll is not due before 2 s.
    expect(polledAt).to.have.length(1);
    await pause(900);
    poller.stop();
    // 2 s, then every 0.5 s again.
    expect(polledAt).to.have.length(3);
  });

  it('starts nothing once its widget has left the page', async () => {
    const poller = new DecoupledPoller(host);
    poller.hostConnected();
    poller.hostDisconnected();
    let polls = 0;
    poller.start({
      intervalMs: () => 500,
      poll: () => Promise.resolve(++polls > 0),
    });
    await pause(50);
    expect(poller.active).to.equal(false);
    expect(polls).to.equal(0);
  });
});
