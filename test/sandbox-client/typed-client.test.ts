/**
 * A merchant's TypeScript backend as one is written against the OpenAPI document: the
 * document fetched from {base_url}/openapi.json, types generated from it with
 * openapi-typescript, and typed-client/merchant-backend.ts compiled against them with tsc
 * (while code that reads an empty property as present does not compile), then run with
 * openapi-fetch: an account-information journey and a payment against the started sandbox.
 * Every answer is checked against the document too.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { ControlPanel } from './control-panel.js';
import { generateApplicationKey, signJwt } from './jwt.js';
import { checkAnswer } from './openapi-check.js';
import { Psu } from './psu.js';
import { registerApplication } from './registration.js';
import { startSandbox, type RunningSandbox } from './sandbox-process.js';
import type { MerchantBackend, MerchantBackendModule } from './typed-client/merchant-contract.js';

const run = promisify(execFile);
const repository = fileURLToPath(new URL('../../', import.meta.url));
const CLIENT_SOURCES = new URL('./typed-client/', import.meta.url);
const IDENTITY = {
  jwtIssuer: 'typed-client.example',
  jwtAudience: 'api.typed-client.example',
  registrationAudience: 'registration.typed-client.example',
};
const PAGE_ORIGIN = 'https://typed-shop.example';
const REDIRECT_URL = `${PAGE_ORIGIN}/callback`;
/** Sandbox seconds per real second while the payment settles. */
const FAST_CLOCK = 600;
const SETTLE_TIMEOUT_MS = 60_000;

/** A tsconfig as a merchant's backend has one: strict, the generated types beside the code. */
function tsconfig(files: string[]): string {
  return JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2022', 'DOM'],
      types: [],
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: true,
    },
    files,
  });
}

/** tsc on a project of the folder: its output, and whether it passed. */
async function typeCheck(folder: string, project: string): Promise<{ ok: boolean; output: string }> {
  const tsc = join(repository, 'node_modules/typescript/bin/tsc');
  try {
    const { stdout } = await run(process.execPath, [tsc, '-p', join(folder, project), '--pretty', 'false']);
    return { ok: true, output: stdout };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

describe('a merchant backend typed by the OpenAPI document, with openapi-fetch', { timeout: 300_000 }, () => {
  let sandbox: RunningSandbox;
  // Inside the repository, so the code there resolves openapi-fetch as a merchant's project does.
  let folder: string;
  let module: MerchantBackendModule | undefined;
  let merchant: MerchantBackend | undefined;
  let control: ControlPanel;
  let psu: Psu;

  before(async () => {
    sandbox = await startSandbox(IDENTITY);
    const cache = join(repository, 'node_modules/.cache');
    await mkdir(cache, { recursive: true });
    folder = await mkdtemp(join(cache, 'typed-client-'));
    control = new ControlPanel(sandbox.origin);
    psu = new Psu({ authUrl: sandbox.origin, pageOrigin: PAGE_ORIGIN });
  });
  after(async () => {
    await sandbox?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('generates types from {base_url}/openapi.json; the merchant code compiles, code that ignores null does not', async () => {
    const document = await (await fetch(`${sandbox.origin}/api/v1/openapi.json`)).json();
    const types = astToString(await openapiTS(document as never));
    await writeFile(join(folder, 'service-api.ts'), types);
    for (const file of ['merchant-backend.ts', 'merchant-contract.ts', 'wrong-nullable.ts'])
      await copyFile(new URL(file, CLIENT_SOURCES), join(folder, file));
    await writeFile(join(folder, 'tsconfig.json'), tsconfig(['merchant-backend.ts']));
    await writeFile(join(folder, 'tsconfig.wrong.json'), tsconfig(['wrong-nullable.ts']));

    const right = await typeCheck(folder, 'tsconfig.json');
    assert.ok(right.ok, right.output);
    const wrong = await typeCheck(folder, 'tsconfig.wrong.json');
    assert.equal(wrong.ok, false, 'tsc accepted code that reads a property the service may send as null');
    assert.match(
      wrong.output,
      /wrong-nullable\.ts\(\d+,\d+\): error TS18049: 'account\.credit_limit' is possibly 'null' or 'undefined'/,
    );
    assert.match(wrong.output, /wrong-nullable\.ts\(\d+,\d+\): error TS2322: Type 'null' is not assignable/);

    module = (await import(pathToFileURL(join(folder, 'merchant-backend.ts')).href)) as MerchantBackendModule;
  });

  it('registers, and calls the API with a fresh JWT per request', async () => {
    assert.ok(module !== undefined, 'needs the compiled merchant backend');
    const key = generateApplicationKey();
    const baseUrl = `${sandbox.origin}/api/v1`;
    const { app_id: applicationId } = await registerApplication(
      sandbox.origin,
      key,
      { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.registrationAudience },
      {
        certificate: key.publicKeyPem,
        environment: 'SANDBOX',
        name: 'Typed Shop',
        redirect_urls: [REDIRECT_URL],
      },
      undefined,
      `${baseUrl}/openapi.json`,
    );
    await control.updateApplication(applicationId, { widget_origins: [PAGE_ORIGIN] });
    const target = { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.jwtAudience };
    merchant = module.merchantBackend({
      baseUrl,
      token: () => signJwt(key.privateKey, target, applicationId),
      // The test's own check of every answer, beside the merchant's code.
      middleware: [
        {
          async onResponse({ request, response }) {
            const body: unknown = await response.clone().json();
            const path = new URL(request.url).pathname.slice(new URL(baseUrl).pathname.length);
            await checkAnswer(
              { document: `${baseUrl}/openapi.json`, path },
              request.method,
              response.status,
              body,
            );
          },
        },
      ],
    });
  });

  it('links a PSU’s accounts: POST /auth, the PSU at the url with parameters appended, POST /sessions, the data', async () => {
    assert.ok(merchant !== undefined, 'needs the registered application');
    const start = await merchant.startAccountLinking(
      { name: 'S-Pankki', country: 'FI' },
      REDIRECT_URL,
      'link-7',
    );
    const page = await fetch(start.redirectTo);
    assert.equal(page.status, 200, `the PSU opens ${start.redirectTo}`);
    assert.match(await page.text(), new RegExp(`authorization="${start.authorizationId}"`));

    const { callback } = await psu.authorise('authorizations', start.authorizationId);
    assert.equal(callback.searchParams.get('state'), 'link-7');
    const code = callback.searchParams.get('code');
    assert.ok(code !== null, `callback ${callback.href}`);

    const linked = await merchant.finishAccountLinking(code);
    assert.equal(linked.status, 'AUTHORIZED');
    assert.ok(linked.accounts.length > 0, 'the PSU has accounts to read');
    for (const account of linked.accounts) {
      assert.notEqual(account.label, '', account.uid);
      assert.match(account.currency, /^[A-Z]{3}$/);
      assert.ok(account.balances.length > 0, `balances of ${account.label}`);
      for (const balance of account.balances) assert.match(balance.amount, /^-?\d+(\.\d+)?$/);
    }
    assert.ok(
      linked.accounts.some((account) => account.transactions.length > 0),
      'some transactions',
    );

    assert.equal(typeof (await merchant.unlink(linked.sessionId)), 'string');
  });

  it('takes a payment: POST /payments, the PSU approves at the bank, GET until final, DELETE', async () => {
    assert.ok(merchant !== undefined, 'needs the registered application');
    const start = await merchant.startPayment(
      { name: 'OP', country: 'FI' },
      { amount: '19.90', reference: 'order-1042' },
      REDIRECT_URL,
    );
    assert.equal((await fetch(start.redirectTo)).status, 200, `the PSU opens ${start.redirectTo}`);
    const { callback } = await psu.authorise('payments', start.paymentId);
    assert.equal(callback.searchParams.get('error'), null, callback.href);

    await control.setClock({ speed: FAST_CLOCK });
    try {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      let outcome = await merchant.paymentOutcome(start.paymentId);
      while (!outcome.final && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        outcome = await merchant.paymentOutcome(start.paymentId);
      }
      assert.equal(outcome.final, true, `still ${outcome.status}`);
      assert.equal(outcome.amount, '19.90');
      assert.ok(outcome.debtorAccount !== null, 'the bank reports the account that paid');
    } finally {
      await control.setClock({ speed: 1 });
    }
    assert.equal(typeof (await merchant.forgetPayment(start.paymentId)), 'string');
  });
});
