import { expect } from '@open-wc/testing';
import { html, LitElement, nothing, render } from 'lit';
import { WidgetError } from '../../src/api/widget-error.js';
import { renderErrorMessage } from '../../src/elements/error-message-view.js';
import { PendingAction } from '../../src/elements/pending-action.js';

/** A host with one button per pending action, and the error beside it. */
class ActionHost extends LitElement {
  readonly reported: WidgetError[] = [];
  readonly action = new PendingAction<string>(this, (error) => this.reported.push(error));

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render() {
    const error = this.action.error;
    return html`<h2 tabindex="-1">Step</h2>
      <button ?disabled=${this.action.busy}>Send</button>
      ${error ? renderErrorMessage({ message: error.message, className: 'probe-error', focus: true }) : nothing}`;
  }
}
customElements.define('pending-action-host', ActionHost);

/** A request that settles when the test says so, and tells whether it was aborted. */
function deferred<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  let signal: AbortSignal | undefined;
  const send = (given: AbortSignal) => {
    signal = given;
    return new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { send, settle: () => settle, signal: () => signal };
}

async function nextFrames(): Promise<void> {
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('PendingAction', () => {
  let host: ActionHost;
  beforeEach(async () => {
    host = document.createElement('pending-action-host') as ActionHost;
    document.body.append(host);
    await host.updateComplete;
  });
  afterEach(() => host.remove());

  it('runs one action at a time: a second one while the first is under way does nothing', async () => {
    const first = deferred<string>();
    const answers: string[] = [];
    const running = host.action.run('first', {
      send: first.send,
      done: (answer) => void answers.push(answer),
    });
    let secondSent = false;
    const second = host.action.run('second', {
      send: () => {
        secondSent = true;
        return Promise.resolve('second');
      },
      done: (answer) => void answers.push(answer),
    });
    await host.updateComplete;
    expect(host.action.pending).to.equal('first');
    expect(host.querySelector('button')?.disabled).to.equal(true);
    first.settle()?.resolve('first');
    await Promise.all([running, second]);
    await host.updateComplete;
    expect(secondSent).to.equal(false);
    expect(answers).to.deep.equal(['first']);
    expect(host.querySelector('button')?.disabled).to.equal(false);
  });

  it('moves focus from the button it disables to the heading while under way, and leaves focus elsewhere alone', async () => {
    const sending = deferred<string>();
    const button = host.querySelector('button');
    button?.focus();
    const running = host.action.run('send', { send: sending.send, done: () => undefined });
    await host.updateComplete;
    // Two frames: the browser drops focus from a disabled control as it renders, after the
    // first frame's animation callbacks.
    await nextFrames();
    expect(button?.disabled).to.equal(true);
    expect(document.activeElement?.tagName).to.equal('H2');
    sending.settle()?.resolve('done');
    await running;

    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    const again = deferred<string>();
    const second = host.action.run('send', { send: again.send, done: () => undefined });
    await host.updateComplete;
    await nextFrames();
    expect(document.activeElement).to.equal(outside);
    again.settle()?.resolve('done');
    await second;
    outside.remove();
  });

  it('keeps and reports a failure, and moves focus to it once rendered', async () => {
    let failed: WidgetError | undefined;
    await host.action.run('send', {
      send: () => Promise.reject(new WidgetError('NETWORK_ERROR', 'The service could not be reached.')),
      done: () => expect.fail('no answer'),
      failed: (error) => (failed = error),
      focusOnFailure: '.probe-error',
    });
    expect(host.reported.map((error) => error.error)).to.deep.equal(['NETWORK_ERROR']);
    expect(failed?.error).to.equal('NETWORK_ERROR');
    expect(document.activeElement?.className).to.equal('service-error probe-error');
    expect(document.activeElement?.textContent?.trim()).to.equal('The service could not be reached.');
  });

  it('clears the last error when the next action starts', async () => {
    await host.action.run('send', { send: () => Promise.reject(new Error('unreadable')), done: () => {} });
    expect(host.action.error?.error).to.equal('INVALID_RESPONSE');
    const next = deferred<string>();
    const running = host.action.run('again', { send: next.send, done: () => {} });
    await host.updateComplete;
    expect(host.querySelector('[role=alert]')).to.equal(null);
    next.settle()?.resolve('done');
    await running;
  });

  it('drops the action under way when the page is hidden: aborted, no answer, no error', async () => {
    const request = deferred<string>();
    const answers: string[] = [];
    const running = host.action.run('send', {
      send: request.send,
      done: (answer) => void answers.push(answer),
    });
    host.action.drop();
    expect(request.signal()?.aborted).to.equal(true);
    expect(host.action.busy).to.equal(false);
    request.settle()?.reject(new DOMException('aborted', 'AbortError'));
    await running;
    expect(answers).to.deep.equal([]);
    expect(host.reported).to.deep.equal([]);
    expect(host.action.error).to.equal(undefined);
  });

  it('aborts on disconnect and sends again once reconnected', async () => {
    const request = deferred<string>();
    void host.action.run('send', { send: request.send, done: () => {} });
    host.remove();
    await Promise.resolve();
    expect(request.signal()?.aborted).to.equal(true);
    expect(host.action.busy).to.equal(false);
    document.body.append(host);
    const again = deferred<string>();
    void host.action.run('again', { send: again.send, done: () => {} });
    expect(again.signal()?.aborted).to.equal(false);
  });

  it('goes on when its host moves in the page, and hands over its answer', async () => {
    const request = deferred<string>();
    const answers: string[] = [];
    const ran = host.action.run('send', { send: request.send, done: (answer) => void answers.push(answer) });
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    elsewhere.append(host);
    await Promise.resolve();
    expect(request.signal()?.aborted).to.equal(false);
    expect(host.action.busy).to.equal(true);
    request.settle()?.resolve('answer');
    await ran;
    expect(answers).to.deep.equal(['answer']);
    elsewhere.remove();
  });
});

describe('renderErrorMessage', () => {
  const rendered = (view: Parameters<typeof renderErrorMessage>[0]) => {
    const container = document.createElement('div');
    render(renderErrorMessage(view), container);
    return container.firstElementChild;
  };

  it('renders a failure with its heading and action as an alert the page is not focused to', () => {
    const button = html`<button type="button">Try again</button>`;
    const heading = { text: 'Something went wrong', level: 2 } as const;
    const element = rendered({ heading, message: 'Not found.', action: button });
    expect(element?.tagName).to.equal('DIV');
    expect(element?.getAttribute('role')).to.equal('alert');
    expect(element?.className).to.equal('service-error');
    expect(element?.hasAttribute('tabindex')).to.equal(false);
    expect(element?.querySelector('h2')?.textContent).to.equal('Something went wrong');
    expect([...(element?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).to.deep.equal([
      'Not found.',
    ]);
    expect(element?.querySelector('button')?.textContent).to.equal('Try again');
  });

  it('gives the heading the level asked for', () => {
    const element = rendered({ heading: { text: 'Something went wrong', level: 3 }, message: 'Not found.' });
    expect(element?.querySelector('h3')?.textContent).to.equal('Something went wrong');
    expect(element?.querySelector('h2')).to.equal(null);
  });

  it('renders a message without heading as one focusable paragraph', () => {
    const element = rendered({ message: 'Not found.', className: 'service-action-error', focus: true });
    expect(element?.tagName).to.equal('P');
    expect(element?.className).to.equal('service-error service-action-error');
    expect(element?.getAttribute('tabindex')).to.equal('-1');
    expect(element?.textContent?.trim()).to.equal('Not found.');
  });
});
