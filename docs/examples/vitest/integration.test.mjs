import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSandbox } from 'service-sandbox/testing';

let sandbox;
beforeAll(async () => (sandbox = await startSandbox()));
afterAll(() => sandbox.close());

async function api(path, body) {
  const init = { method: body ? 'POST' : 'GET', headers: await sandbox.headers() };
  const response = await fetch(sandbox.baseUrl + path, { ...init, body: JSON.stringify(body) });
  expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response.json();
}

/** POST /auth at OP: the url the PSU's browser would open. */
async function startAuth() {
  const access = { valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString() };
  const auth = await api('/auth', {
    aspsp: { name: 'OP', country: 'FI' },
    access,
    redirect_url: sandbox.redirectUrl,
  });
  return auth.url;
}

test('account access: the accounts chosen, to balances', async () => {
  const { code } = await sandbox.psu.approve(await startAuth(), {
    user: 'tester',
    accounts: ['current', 'savings'],
  });
  const session = await api('/sessions', { code });
  expect(session.accounts.map((account) => account.cash_account_type)).toEqual(['CACC', 'SVGS']);
  const { balances } = await api(`/accounts/${session.accounts[0].uid}/balances`);
  expect(balances.map((balance) => balance.balance_type)).toContain('CLBD');
});

test('the PSU cancels: back at the redirect_url with access_denied', async () => {
  const { error, code } = await sandbox.psu.cancel(await startAuth());
  expect({ error, code }).toEqual({ error: 'access_denied', code: null });
});
