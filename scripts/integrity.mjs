/**
 * The last step of `npm run build`: the Subresource Integrity hashes (sha384) of the two
 * files a merchant loads with a script and a link tag, written to dist/integrity.json and
 * printed, so the page's tags can carry `integrity` and `crossorigin="anonymous"`.
 * https://www.w3.org/TR/SRI/
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);

/** The files a page loads by tag; the locale files are fetched as data, not run. */
const FILES = ['widgets.umd.min.js', 'widgets.css'];

const integrity = Object.fromEntries(
  FILES.map((file) => {
    const digest = createHash('sha384')
      .update(readFileSync(new URL(file, dist)))
      .digest('base64');
    return [file, `sha384-${digest}`];
  }),
);

writeFileSync(new URL('integrity.json', dist), `${JSON.stringify(integrity, null, 2)}\n`);
console.log('Subresource Integrity (dist/integrity.json):');
for (const [file, hash] of Object.entries(integrity)) console.log(`  ${file}  ${hash}`);
