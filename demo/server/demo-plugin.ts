import type { Plugin } from 'vite';
import { demoApiMiddleware } from './demo-api-router.js';
import { demoContentSecurityPolicy } from './content-security-policy.js';
import type { DemoContext } from './demo-context.js';
import { fillPlaceholders } from './html-placeholders.js';
import { libraryIntegrity } from './library-integrity.js';
import { insertPageChrome } from './page-chrome.js';
import { WEBHOOK_PATH, webhookReceiver } from './webhook-receiver.js';

/** The demo application's server side inside Vite's dev server: its API, its CSP, its pages' shared parts and values. */
export function demoServerPlugin(context: DemoContext): Plugin {
  const policy = demoContentSecurityPolicy(context.demoOrigin, context.backendOrigin);
  return {
    name: 'demo-server',
    configureServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy);
        // The callback URL carries the authorisation code: never hand it on as a Referer.
        response.setHeader('Referrer-Policy', 'no-referrer');
        response.setHeader('X-Content-Type-Options', 'nosniff');
        next();
      });
      server.middlewares.use('/demo-api', demoApiMiddleware(context));
      server.middlewares.use(WEBHOOK_PATH, webhookReceiver(context));
    },
    transformIndexHtml: {
      order: 'pre',
      // The shared parts first: the footer has placeholders of its own.
      handler: (html, { path }) =>
        fillPlaceholders(insertPageChrome(html, path), { ...context, integrity: libraryIntegrity() }),
    },
  };
}
