/** The playground of service-consent, on an authorisation its server side creates. */
import '../../src/define.js';
import { AttemptTools } from '../browser/attempt-tools.js';
import { demoConfig, failureText } from '../browser/demo-api.js';
import { byId, element } from '../browser/dom.js';
import { showNotice } from '../browser/notice.js';
import { Playground } from '../browser/playground.js';
import { commonControls } from '../browser/playground-controls.js';

async function start(): Promise<void> {
  const { backendOrigin } = await demoConfig();
  const tools = new AttemptTools(['authorization']);
  const firstId = (await tools.create('authorization')) ?? '';
  const playground = new Playground({
    tag: 'service-consent',
    backendOrigin,
    needsCss: false,
    attributes: [
      {
        name: 'authorization',
        kind: 'text',
        help: 'Required. The authorization_id of POST /auth.',
        initial: firstId,
      },
      ...commonControls(backendOrigin),
      { name: 'can-cancel', kind: 'boolean', help: 'Shows a Cancel button.', initial: true },
      {
        name: 'no-redirect',
        kind: 'boolean',
        help: 'No redirect after the decision: the page continues on confirmed or cancelled.',
      },
    ],
  });
  tools.onCreated = (_kind, id) => playground.set({ authorization: id });
  const prevent = element('input', { attributes: { type: 'checkbox', id: 'prevent-default' } });
  prevent.checked = true;
  byId('tools', HTMLDivElement).append(
    element('div', { className: 'field' }, [
      element('label', { className: 'choice', attributes: { for: 'prevent-default' } }, [
        prevent,
        'Call preventDefault() on confirmed and cancelled (stay on this page)',
      ]),
    ]),
  );
  for (const type of ['confirmed', 'cancelled']) {
    playground.widget.addEventListener(type, (event) => {
      if (prevent.checked) event.preventDefault();
    });
  }
}

start().catch((error: unknown) =>
  showNotice(byId('notice', HTMLDivElement), 'error', `The demo could not start: ${failureText(error)}`),
);
