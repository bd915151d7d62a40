/**
 * `npm run mock`: the mock backend on a fixed port for manual testing and the demo.
 * Environment: PORT (3600), HOST (127.0.0.1), ALLOWED_ORIGINS (comma-separated, added to
 * every application), LARGE_CATALOGUE=1 (thousands of generated banks).
 */
import { startMockBackend } from './server.js';
import { APPLICATIONS } from './data/applications.js';
import { JWT_AUDIENCE, JWT_ISSUER } from './data/jwt-claims.js';

const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '');

const backend = await startMockBackend({
  port: Number(process.env.PORT ?? 3600),
  host: process.env.HOST ?? '127.0.0.1',
  allowedOrigins,
  largeCatalogue: process.env.LARGE_CATALOGUE === '1',
});

console.log(`Mock backend (the sandbox {auth_url}) at ${backend.origin}`);
console.log(
  `Widget API: ${backend.origin}/widget-api/v1   Library: ${backend.origin}/lib/widgets.umd.min.js`,
);
console.log(
  `JSON API (the sandbox {base_url}, server to server): ${backend.apiBaseUrl}\n` +
    `  Authorization: Bearer <RS256 JWT>, kid = application id, iss "${JWT_ISSUER}", aud "${JWT_AUDIENCE}";` +
    ' test keys of the sandbox applications in mock-backend/data/keys/, signApplicationJwt in mock-backend/jwt-signer.ts',
);
console.log('Applications (key, JWT kid) and their whitelisted widget origins:');
for (const application of APPLICATIONS) {
  const state = application.active ? 'active' : 'pending';
  const origins = [...application.widget_origins, ...allowedOrigins].join(', ');
  console.log(`  ${application.key} ${application.id} (${application.environment}, ${state}): ${origins}`);
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
