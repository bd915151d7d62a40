/** The playground of service-auth-flow, on an authorisation or a payment its server side creates. */
import '../../src/define.js';
import { AttemptTools } from '../browser/attempt-tools.js';
import { demoConfig, failureText } from '../browser/demo-api.js';
import { byId } from '../browser/dom.js';
import { showNotice } from '../browser/notice.js';
import { Playground } from '../browser/playground.js';
import { commonControls } from '../browser/playground-controls.js';

async function start(): Promise<void> {
  const { backendOrigin } = await demoConfig();
  const tools = new AttemptTools(['authorization', 'payment']);
  const firstId = (await tools.create('authorization')) ?? '';
  const playground = new Playground({
    tag: 'service-auth-flow',
    backendOrigin,
    needsCss: true,
    attributes: [
      {
        name: 'authorization',
        kind: 'text',
        help: 'The authorization_id of POST /auth (AIS), or',
        initial: firstId,
      },
      { name: 'payment', kind: 'text', help: 'the payment_id of POST /payments (PIS).' },
      ...commonControls(backendOrigin),
    ],
  });
  // Exactly one of the two: the other is cleared.
  tools.onCreated = (kind, id) =>
    playground.set({
      authorization: kind === 'authorization' ? id : '',
      payment: kind === 'payment' ? id : '',
    });
}

start().catch((error: unknown) =>
  showNotice(byId('notice', HTMLDivElement), 'error', `The demo could not start: ${failureText(error)}`),
);
