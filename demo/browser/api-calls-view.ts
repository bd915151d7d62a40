import type { ApiCall } from '../common/demo-api-contract.js';
import { element } from './dom.js';

/**
 * Shows the JSON API calls the demo's server side made: method, path, status, and the
 * request body it sent (as text). The newest come last, as they happened.
 */
export function showApiCalls(list: HTMLOListElement, calls: readonly ApiCall[]): void {
  for (const call of calls) {
    const ok = call.status >= 200 && call.status < 300;
    const status = call.status === 0 ? 'no answer' : String(call.status);
    const item = element('li', { className: 'api-call' }, [
      element('code', { className: 'api-call-request', text: `${call.method} ${call.path}` }),
      ' ',
      element('span', {
        className: `badge ${ok ? 'badge-ok' : 'badge-error'}`,
        text: call.error ? `${status} ${call.error}` : status,
      }),
    ]);
    if (call.requestBody !== undefined) {
      item.append(
        element('details', {}, [
          element('summary', { text: 'Request body' }),
          element('pre', { className: 'code-block', text: JSON.stringify(call.requestBody, null, 2) }),
        ]),
      );
    }
    list.append(item);
  }
  list.closest('section')?.removeAttribute('hidden');
}
