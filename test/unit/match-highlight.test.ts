/**
 * The match highlight's controller (src/aspsp-list/match-highlight.ts) with a host of its own
 * and the page's clock set by the test: whether the cards render their marks is decided as an
 * update starts, and a list whose marks waited for typing to pause renders once more.
 */
import { expect } from '@open-wc/testing';
import type { ReactiveController } from 'lit';
import { MatchHighlight } from '../../src/aspsp-list/match-highlight.js';

let now = 0;

function fakeHost() {
  const host = document.createElement('div');
  let renders = 0;
  const reactiveHost = Object.assign(host, {
    addController: (_controller: ReactiveController) => undefined,
    removeController: (_controller: ReactiveController) => undefined,
    requestUpdate: () => void renders++,
    updateComplete: Promise.resolve(true),
  });
  return { host: reactiveHost, renders: () => renders };
}

const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the match highlight while the PSU types', () => {
  beforeEach(() => {
    now = 0;
    Object.defineProperty(performance, 'now', { configurable: true, value: () => now });
  });
  afterEach(() => {
    Reflect.deleteProperty(performance, 'now');
  });

  it('renders the marks at once when nothing was typed', () => {
    const { host } = fakeHost();
    const highlight = new MatchHighlight(host);
    highlight.hostUpdate();
    expect(highlight.shown).to.equal(true);
  });

  it('leaves the marks out while typing and asks for one more render once typing pauses', async () => {
    const { host, renders } = fakeHost();
    const highlight = new MatchHighlight(host);
    highlight.holdWhileTyping();
    highlight.hostUpdate();
    expect(highlight.shown, 'a keystroke renders no marks').to.equal(false);
    now = 100;
    highlight.hostUpdated();
    await settle(20);
    expect(renders(), 'not before the pause').to.equal(0);
    await settle(200);
    expect(renders(), 'once the pause has come').to.equal(1);
  });

  it('renders once more when the pause ends between the render and its end', async () => {
    const { host, renders } = fakeHost();
    const highlight = new MatchHighlight(host);
    highlight.holdWhileTyping();
    highlight.hostUpdate();
    expect(highlight.shown).to.equal(false);
    now = 300; // a slow update: the pause came while its cards were committed, without marks
    highlight.hostUpdated();
    await settle(20);
    expect(renders(), 'the cards get their marks in another render').to.equal(1);
  });
});
