/**
 * `npm run mock`: the sandbox of the whole service on one origin, for a merchant's backend
 * developer, the demo and manual testing. Configured by environment variables (README,
 * "Sandbox"): PORT (3600), HOST (127.0.0.1), JWT_ISSUER, JWT_AUDIENCE, REGISTRATION_AUDIENCE,
 * API_HOST (unset: any Host), DATA_DIR (.sandbox-data), CLOCK_SPEED (1), ALLOWED_ORIGINS
 * (comma-separated, added to every application), LARGE_CATALOGUE=1 (thousands of banks).
 */
import { resolve } from 'node:path';
import { DamagedDataError } from './applications/file-persistence.js';
import { DEFAULT_IDENTITY } from './config/service-identity.js';
import { startMockBackend, type MockBackend } from './server.js';

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

const allowedOrigins = (env('ALLOWED_ORIGINS') ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '');
const identity = {
  jwtIssuer: env('JWT_ISSUER') ?? DEFAULT_IDENTITY.jwtIssuer,
  jwtAudience: env('JWT_AUDIENCE') ?? DEFAULT_IDENTITY.jwtAudience,
  registrationAudience: env('REGISTRATION_AUDIENCE') ?? DEFAULT_IDENTITY.registrationAudience,
  apiHost: env('API_HOST'),
};
const dataDir = resolve(env('DATA_DIR') ?? '.sandbox-data');

let backend: MockBackend;
try {
  backend = await startMockBackend({
    port: Number(env('PORT') ?? 3600),
    host: env('HOST') ?? '127.0.0.1',
    allowedOrigins,
    largeCatalogue: env('LARGE_CATALOGUE') === '1',
    identity,
    dataDir,
  });
} catch (error) {
  if (!(error instanceof DamagedDataError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const clockSpeed = Number(env('CLOCK_SPEED') ?? 1);
backend.clock.setSpeed(clockSpeed);

const { origin } = backend;
console.log(`Sandbox of the service at ${origin}`);
console.log(`  {base_url}          ${backend.apiBaseUrl}   (JSON API, server to server)`);
console.log(`  {auth_url}          ${origin}   (end-user pages, widget API, /lib/widgets.umd.min.js)`);
console.log(`  {registration_url}  ${origin}   (POST /api/applications)`);
console.log(`  control panel       ${origin}/control-panel`);
console.log(
  `JWTs: RS256, kid = application id, iss "${identity.jwtIssuer}", aud "${identity.jwtAudience}"` +
    (identity.apiHost === undefined ? '' : `; Host must be ${identity.apiHost}`),
);
console.log(`Data (registered applications, settings): ${dataDir}   Clock speed: ${clockSpeed}×`);
console.log('Applications (key, JWT kid) and their whitelisted widget origins:');
for (const application of backend.applications.all()) {
  const state = application.active ? 'active' : 'pending';
  console.log(
    `  ${application.key} ${application.id} (${application.environment}, ${state}): ${application.widget_origins.join(', ')}`,
  );
}
if (!['127.0.0.1', 'localhost', '::1'].includes(env('HOST') ?? '127.0.0.1')) {
  console.warn(
    `Warning: HOST=${env('HOST') ?? ''} is not a loopback address. The control panel has no sign-in: anyone who ` +
      'can reach this port can change the applications. Use it only on a network you trust.',
  );
}
console.log('Stop with Ctrl+C.');

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
