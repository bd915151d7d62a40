/**
 * `npm run mock`: the mock backend on a fixed port for manual testing and the demo.
 * Environment: PORT (3600), HOST (127.0.0.1), ALLOWED_ORIGINS (comma-separated, added to
 * every application), LARGE_CATALOGUE=1 (thousands of generated banks).
 */
import { startMockBackend } from './server.js';
import { APPLICATIONS } from './data/applications.js';

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
console.log('Applications and their whitelisted widget origins:');
for (const application of APPLICATIONS) {
  const state = application.active ? 'active' : 'pending';
  const origins = [...application.widget_origins, ...allowedOrigins].join(', ');
  console.log(`  ${application.key} (${application.environment}, ${state}): ${origins}`);
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
