// The OpenAPI document of the JSON API as a file in the package (dist/openapi.json), for
// tools that import a file: the same document the sandbox serves at {base_url}/openapi.json,
// its server the sandbox's default address.
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../dist/openapi/openapi-document.js';

writeFileSync(
  new URL('../dist/openapi.json', import.meta.url),
  `${JSON.stringify(openApiDocument(), null, 2)}\n`,
);
