/**
 * The floor of a credentials step in a frame (widget-api.md, section 5b): the cheapest page a
 * frame can show. An empty document whose one deferred script says `ready`, as the sandbox's
 * frame page does, from another origin than the page's (as the backend's is). The script is
 * kept by the browser, as the frame page's versioned files are; the document is fetched anew
 * each time (a query of its own), as the frame page is.
 */
import type { StaticServer } from './static-server.js';

const pagePath = '/floor-frame/page.html';
const scriptPath = '/floor-frame/ready.js';

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Log in</title><script src="${scriptPath}" defer></script></head>
<body><p>Log in</p></body>
</html>
`;

const script = `parent.postMessage({ type: 'service-widgets:frame', event: 'ready', height: document.documentElement.scrollHeight }, '*');\n`;

export function publishFloorFrame(backend: StaticServer): void {
  backend.serveFile(pagePath, Buffer.from(page), 'text/html; charset=utf-8');
  backend.serveFile(scriptPath, Buffer.from(script), 'text/javascript; charset=utf-8');
}

let loads = 0;

/**
 * The page on the same site as the benchmark's (another port of 127.0.0.1, as the sandbox is),
 * or on another site, as a service's is to a merchant's page: `localhost`, which the benchmark's
 * Chromium resolves to the same server (browser.ts). Chromium gives a frame of another site a
 * renderer process of its own. Another URL each time, so that no load takes the document from
 * the cache.
 */
export function floorFrameUrl(backend: StaticServer, site: 'same' | 'other'): string {
  const url = new URL(`${pagePath}?load=${++loads}`, backend.origin);
  if (site === 'other') url.hostname = 'localhost';
  return url.href;
}
