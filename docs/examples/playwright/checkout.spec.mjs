import { createServer } from 'node:http';
import { expect, test } from '@playwright/test';
import { completeAtBank } from 'service-sandbox/playwright';
import { startSandbox } from 'service-sandbox/testing';

// Stands for the shop's own checkout page: the widget for the authorisation its server created.
const shop = createServer((request, response) => {
  const query = new URL(request.url, 'http://shop').searchParams;
  const origin = query.get('origin');
  response.setHeader('Content-Type', 'text/html');
  response.end(`<!doctype html><title>Checkout</title><script src="${origin}/lib/widgets.umd.min.js"></script>
<service-auth-flow origin="${origin}" authorization="${query.get('authorization')}" sandbox></service-auth-flow>`);
});

let sandbox;
let shopOrigin;
test.beforeAll(async () => {
  await new Promise((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopOrigin = `http://127.0.0.1:${shop.address().port}`;
  sandbox = await startSandbox({ allowedOrigins: [shopOrigin] });
});
test.afterAll(async () => {
  await sandbox.close();
  shop.close();
});

test('the PSU approves at the bank and comes back with a code', async ({ page }) => {
  const access = { valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString() };
  const body = { aspsp: { name: 'OP', country: 'FI' }, access, redirect_url: sandbox.redirectUrl };
  const auth = await fetch(`${sandbox.baseUrl}/auth`, {
    method: 'POST',
    headers: await sandbox.headers(),
    body: JSON.stringify(body),
  });
  const { authorization_id } = await auth.json();

  await page.goto(`${shopOrigin}/?origin=${sandbox.authUrl}&authorization=${authorization_id}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await completeAtBank(page, { user: 'demo', outcome: 'approve' });
  await expect(page).toHaveURL(/[?&]code=/);
});
