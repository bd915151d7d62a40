/**
 * `npm run demo`: the mock backend (the sandbox {auth_url}) and the demo site on two
 * origins, as a merchant's page and the service really are. The demo site's small server
 * side creates authorisations and payments on the backend; the browser never does.
 */
import { createServer as createViteServer, type Plugin } from 'vite';
import { startMockBackend, samplePaymentRequest, type MockBackend } from '../mock-backend/server.js';

const demoPort = Number(process.env.DEMO_PORT ?? 5173);
const backendPort = Number(process.env.PORT ?? 3600);

/** The demo application's server side: JSON endpoints the demo page calls on its own origin. */
function demoApi(backend: MockBackend): Plugin {
  return {
    name: 'demo-api',
    configureServer(server) {
      server.middlewares.use('/demo-api/', (request, response) => {
        const send = (status: number, body: unknown) => {
          response.statusCode = status;
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(body));
        };
        const url = new URL(request.url ?? '/', 'http://demo');
        const aspsp = {
          name: url.searchParams.get('aspsp') ?? 'Nordea',
          country: url.searchParams.get('country') ?? 'FI',
        };
        try {
          if (url.pathname === '/config') return send(200, { origin: backend.origin });
          if (url.pathname === '/authorization') return send(200, backend.createAuthorization({ aspsp }));
          if (url.pathname === '/payment') {
            return send(200, backend.createPayment({ aspsp, payment_request: samplePaymentRequest() }));
          }
          send(404, { message: 'Unknown demo endpoint' });
        } catch (error) {
          send(400, { message: error instanceof Error ? error.message : String(error) });
        }
      });
    },
  };
}

const demoOrigin = `http://localhost:${demoPort}`;
const backend = await startMockBackend({
  port: backendPort,
  allowedOrigins: [demoOrigin, `http://127.0.0.1:${demoPort}`],
});
const vite = await createViteServer({
  root: new URL('.', import.meta.url).pathname,
  // strictPort: the backend has whitelisted exactly this origin.
  server: { port: demoPort, strictPort: true, host: 'localhost' },
  plugins: [demoApi(backend)],
});
await vite.listen();

console.log(`
  Demo:          ${demoOrigin}/
  Mock backend:  ${backend.origin} (the sandbox {auth_url}; widgets are served from ${backend.origin}/lib/)
  Stop with Ctrl+C.
`);

async function stop() {
  await Promise.allSettled([vite.close(), backend.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
