/** The playground of service-aspsp-list. */
import '../../src/define.js';
import { COUNTRIES } from '../browser/countries.js';
import { demoConfig, failureText } from '../browser/demo-api.js';
import { byId } from '../browser/dom.js';
import { showNotice } from '../browser/notice.js';
import { Playground } from '../browser/playground.js';
import { commonControls } from '../browser/playground-controls.js';

demoConfig().then(
  ({ backendOrigin }) =>
    new Playground({
      tag: 'service-aspsp-list',
      backendOrigin,
      needsCss: true,
      attributes: [
        {
          name: 'country',
          kind: 'select',
          help: 'Required. The banks of this country.',
          options: COUNTRIES.map(({ code, name }) => ({ value: code, label: `${code}: ${name}` })),
          initial: 'FI',
        },
        {
          name: 'psu-type',
          kind: 'select',
          help: 'Required. Banks that serve this kind of PSU.',
          options: [
            { value: 'personal', label: 'personal' },
            { value: 'business', label: 'business' },
          ],
          initial: 'personal',
        },
        {
          name: 'service',
          kind: 'select',
          help: 'Required. Account information or payment initiation.',
          options: [
            { value: 'AIS', label: 'AIS' },
            { value: 'PIS', label: 'PIS' },
          ],
          initial: 'AIS',
        },
        ...commonControls(backendOrigin),
        { name: 'no-beta', kind: 'boolean', help: 'Hides banks whose integration is in beta.' },
        { name: 'search-term', kind: 'text', help: 'Pre-fills the search box, and follows it.' },
        {
          name: 'logo-transform',
          kind: 'text',
          help: 'Appended to every logo URL, such as -/resize/80x/.',
        },
      ],
    }),
  (error: unknown) =>
    showNotice(byId('notice', HTMLDivElement), 'error', `The demo could not start: ${failureText(error)}`),
);
