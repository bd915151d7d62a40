/**
 * A sandbox bank list for Finland, made with the DOM alone (the dist tests never import src/,
 * the elements come from the bundle), on the page once it has fired `ready`.
 */
import { waitUntil } from '@open-wc/testing';

export async function readyBankList(): Promise<HTMLElement> {
  const list = document.createElement('service-aspsp-list');
  for (const [name, value] of [
    ['country', 'FI'],
    ['psu-type', 'personal'],
    ['service', 'AIS'],
    ['sandbox', ''],
    ['locale', 'en'],
  ]) {
    list.setAttribute(name ?? '', value ?? '');
  }
  let ready = false;
  list.addEventListener('ready', () => (ready = true));
  document.body.append(list);
  await waitUntil(() => ready, 'no ready event', { timeout: 8000 });
  return list;
}
