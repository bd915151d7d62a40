const { startSandbox } = require('service-sandbox/testing');

let sandbox;
beforeAll(async () => (sandbox = await startSandbox()));
afterAll(() => sandbox.close());

async function api(path, body) {
  const init = { method: body ? 'POST' : 'GET', headers: await sandbox.headers() };
  const response = await fetch(sandbox.baseUrl + path, { ...init, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const aspsp = { name: 'OP', country: 'FI' };
const creditor_account = { scheme_name: 'IBAN', identification: 'FI2112345600000785' };
const beneficiary = { creditor: { name: 'Demo Shop Oy' }, creditor_account };

test('account access: from POST /auth to balances', async () => {
  const access = { valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString() };
  const auth = await api('/auth', { aspsp, access, redirect_url: sandbox.redirectUrl });
  const { code } = await sandbox.psu.approve(auth.url, { user: 'demo', accounts: 'all' });
  const session = await api('/sessions', { code });
  const { balances } = await api(`/accounts/${session.accounts[0].uid}/balances`);
  expect(balances.map((balance) => balance.balance_type)).toContain('CLBD');
});

test('a payment to ACSC, its webhook awaited', async () => {
  const transfer = { instructed_amount: { currency: 'EUR', amount: '25.00' }, beneficiary };
  const payment_request = { credit_transfer_transaction: [transfer] };
  const urls = { redirect_url: sandbox.redirectUrl, webhook_url: sandbox.webhookUrl, state: 'order-42' };
  const body = { payment_type: 'SEPA', psu_type: 'personal', aspsp, payment_request, ...urls };
  const { payment_id, url } = await api('/payments', body);
  await sandbox.psu.approve(url, { user: 'demo' });
  sandbox.clock.advance(10);
  const event = await sandbox.webhooks.next(payment_id, { status: 'ACSC' });
  expect(event.payment_updates_expected).toBe(false);
  expect((await api(`/payments/${payment_id}`)).status).toBe('ACSC');
});
