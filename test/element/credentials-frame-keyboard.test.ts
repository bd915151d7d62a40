/**
 * A payment by the keyboard alone, through a credentials step the backend shows in its own
 * frame (widget-api.md, section 5b): the bank list, a bank chosen with the arrow keys and Enter,
 * the review, then wrong and right credentials typed into the frame, to done. Every key goes
 * through the real keyboard (sendKeys); nothing is clicked.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AspspListElement } from '../../src/aspsp-list/aspsp-list-element.js';
import { finnishPayment, flowRequests, heading, mountAuthFlow } from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import { expectSameElement } from '../support/dom.js';
import {
  frameOf,
  isWebKit,
  shownFrame,
  typeCredentials,
  untilSubmittedAndRead,
  type Flow,
} from '../support/credentials-frame-flow.js';
import { mount, type Mounted } from '../support/mount-with-cleanup.js';
import { navigations } from '../support/navigation-hooks.js';

const focusedBank = () =>
  document.activeElement?.closest('[role=option]')?.querySelector('.service-aspsp-name')?.textContent?.trim();

const focusedText = () => document.activeElement?.textContent?.trim();

/** Presses a key and waits until focus is where `reached` says it should be. */
async function press(key: string, reached: () => boolean, where: string) {
  await sendKeys({ press: key });
  await waitUntil(reached, `${key} did not reach ${where}`);
}

describe('keyboard only: from the bank list to done through the bank’s frame', function () {
  // The list, the review and two attempts, key by key: WebKitWebDriver sends each key as its own command.
  this.timeout(60_000);
  let origin: string;
  let shop: HTMLElement;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
    // The shop, whose payments the PSU reviews first, has its credentials steps framed while this runs.
    await backend.changeApplication('sandbox-shop', { credentials_frame: true });
    shop = document.createElement('main');
    const back = document.createElement('button');
    back.textContent = 'Back to the basket';
    const region = document.createElement('section');
    region.setAttribute('aria-label', 'Pay with your bank');
    shop.append(back, region);
    document.body.append(shop);
  });

  afterEach(async () => {
    shop.remove();
    await backend.changeApplication('sandbox-shop', { credentials_frame: false });
  });

  /** The shop's page: on a bank chosen, its server creates the payment and the page shows its flow in the list's place. */
  function paysAtChosenBank(list: Mounted<AspspListElement>, region: HTMLElement): Promise<Flow> {
    return new Promise((resolve, reject) => {
      list.element.addEventListener('selected', (event) => {
        const { name, country } = (event as CustomEvent<{ name: string; country: string }>).detail;
        backend
          .createPayment({
            ...finnishPayment(name, { application: 'sandbox-shop', state: 'order-77' }),
            aspsp: { name, country },
          })
          .then(async ({ payment_id: id }) => {
            list.element.parentElement?.remove();
            resolve((await mountAuthFlow(origin, { payment: id }, region)) as Flow);
          })
          .catch(reject);
      });
    });
  }

  it('chooses S-Pankki, confirms, types wrong then right credentials into the frame, and is done', async () => {
    const back = shop.querySelector('button') as HTMLButtonElement;
    const region = shop.querySelector('section') as HTMLElement;
    const list = await mount(
      'service-aspsp-list',
      { country: 'FI', 'psu-type': 'personal', service: 'PIS', origin, sandbox: true, locale: 'en' },
      region,
    );
    await list.until('ready');
    const flowShown = paysAtChosenBank(list, region);

    // Where the PSU starts: the shop's own button before the widget.
    back.focus();
    await press(
      'Tab',
      () => list.element.querySelector('input[type=search]') === document.activeElement,
      'the search box',
    );
    await press('ArrowDown', () => focusedBank() !== undefined, 'the first bank');
    for (let step = 0; focusedBank() !== 'S-Pankki'; step++) {
      expect(step, 'S-Pankki is not in the list').to.be.below(20);
      const before = focusedBank();
      await press('ArrowDown', () => focusedBank() !== before, 'the next bank');
    }
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => list.of('selected').length === 1, 'Enter did not choose the bank');
    expect(list.of('selected')[0]?.detail).to.deep.equal({
      beta: false,
      country: 'FI',
      name: 'S-Pankki',
      psuType: 'personal',
      sandbox: true,
      service: 'PIS',
    });

    const flow = await flowShown;
    await flow.until('ready');
    expect(heading(flow)).to.equal('Review the payment');
    expect(flow.element.textContent).to.contain('Kahvila Oy');
    await press(
      'Tab',
      () => focusedText() !== undefined && flow.element.contains(document.activeElement),
      'the flow',
    );
    for (let step = 0; focusedText() !== 'Confirm'; step++) {
      expect(step, 'no Confirm button after the review').to.be.below(10);
      const before = document.activeElement;
      await press('Tab', () => document.activeElement !== before, 'the next control');
    }
    await sendKeys({ press: 'Enter' });

    await flow.until('step', 2);
    const frame = await shownFrame(flow);
    expect(heading(flow)).to.equal('Log in to S-Pankki');
    // Focus moves into the frame, to its first field, as on every new step.
    await waitUntil(() => document.activeElement === frame, 'focus did not move into the frame');
    // WebKit gives the frame's document focus but refuses its script's focus() on the field (a
    // cross-origin frame the PSU has not used yet): there the first Tab reaches the field.
    if (isWebKit()) await sendKeys({ press: 'Tab' });
    await typeCredentials({ user: 'demo', password: 'wrong-secret-7', code: '123456' });
    await untilSubmittedAndRead(2);
    expectSameElement(frameOf(flow), frame, 'the step’s iframe');
    expect(heading(flow)).to.equal('Log in to S-Pankki');
    // The frame focused its error; the next Tab is its first field again.
    await sendKeys({ press: 'Tab' });
    await typeCredentials({ user: 'demo', password: 'demo1234', code: '123456' });

    await flow.until('step', 3);
    expect(flow.of('step').map((event) => event.detail)).to.deep.equal([
      { type: 'consent' },
      { type: 'credentials' },
      { type: 'done' },
    ]);
    expect(heading(flow)).to.equal('Authorisation complete');
    await waitUntil(() => navigations.length === 1, 'no navigation back to the shop', backendWait);
    expect(new URL(navigations[0] ?? '').searchParams.get('state')).to.equal('order-77');
    const posts = await flowRequests('POST');
    expect(posts.map((post) => (post.body as { action: string; credentials?: object }).action)).to.deep.equal(
      ['confirm', 'submit_credentials', 'submit_credentials'],
    );
    // The sandbox's log keeps no credential's value: the step after it shows which were sent.
    expect(posts[2]?.body).to.deep.equal({
      action: 'submit_credentials',
      credentials: { username: '(redacted)', password: '(redacted)', otp: '(redacted)' },
    });
    expect(flow.of('error')).to.have.length(0);
  });
});
