import type { AttributeControl } from './playground.js';
import { WIDGET_LOCALES } from './widget-locales.js';

/** The attributes every widget has, as playground controls. */
export function commonControls(backendOrigin: string): AttributeControl[] {
  return [
    {
      name: 'origin',
      kind: 'text',
      help: 'The service’s {auth_url} origin. Without it, the origin the script was loaded from.',
      initial: backendOrigin,
    },
    {
      name: 'locale',
      kind: 'select',
      help: 'The widget’s language; without it, the page’s lang, then the browser’s.',
      options: [
        { value: '', label: '(none: the page’s language)' },
        ...WIDGET_LOCALES.map(({ code, name }) => ({ value: code, label: `${code}: ${name}` })),
      ],
      initial: '',
    },
    {
      name: 'sandbox',
      kind: 'boolean',
      help: 'For SANDBOX applications: every request says sandbox=true.',
      initial: true,
    },
  ];
}
