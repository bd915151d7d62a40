/** The demo page: puts the widgets on the page and logs every event they fire. */
import '../src/define.js';

const widgetEvents = ['ready', 'error', 'selected', 'confirmed', 'cancelled', 'ais-loaded', 'pis-loaded'];

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from the demo page`);
  return element as T;
}

async function demoApi<T>(path: string): Promise<T> {
  const response = await fetch(`/demo-api${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

function logEvents(element: HTMLElement) {
  for (const type of widgetEvents) {
    element.addEventListener(type, (event) => {
      const item = document.createElement('li');
      const detail = (event as CustomEvent).detail as unknown;
      item.textContent = `${element.localName} → ${type}${detail == null ? '' : ` ${JSON.stringify(detail)}`}`;
      byId('event-log').prepend(item);
    });
  }
}

function place<K extends keyof HTMLElementTagNameMap>(
  slot: string,
  tag: K,
  attributes: Record<string, string>,
) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  logEvents(element);
  byId(slot).replaceChildren(element);
  return element;
}

const { origin } = await demoApi<{ origin: string }>('/config');
const locale = byId<HTMLSelectElement>('locale');
const country = byId<HTMLSelectElement>('country');
const common = () => ({ origin, sandbox: '', locale: locale.value });

const list = place('list-slot', 'service-aspsp-list', {
  ...common(),
  country: country.value,
  'psu-type': 'personal',
  service: 'AIS',
});
country.addEventListener('change', () => list.setAttribute('country', country.value));

const { authorization_id } = await demoApi<{ authorization_id: string }>('/authorization');
const consent = place('consent-slot', 'service-consent', {
  ...common(),
  authorization: authorization_id,
  'can-cancel': '',
});
const flow = place('flow-slot', 'service-auth-flow', { ...common(), authorization: authorization_id });

locale.addEventListener('change', () => {
  for (const widget of [list, consent, flow]) widget.setAttribute('locale', locale.value);
});
