/**
 * What docs/testing.md's curl and Python examples need besides Node, which the packed tests
 * run as they stand: curl, jq and openssl, and Debian's Python 3 with requests and PyJWT.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PYTHON = '/usr/bin/python3';

/** The Debian packages still missing on this machine for the examples. */
export function missingExampleTools() {
  const missing = [
    ['/usr/bin/curl', 'curl'],
    ['/usr/bin/jq', 'jq'],
    ['/usr/bin/openssl', 'openssl'],
  ]
    .filter(([binary]) => !existsSync(binary))
    .map(([, name]) => name);
  if (!pythonImports('requests')) missing.push('python3-requests');
  if (!pythonImports('jwt')) missing.push('python3-jwt');
  return missing;
}

function pythonImports(module) {
  if (!existsSync(PYTHON)) return false;
  try {
    execFileSync(PYTHON, ['-c', `import ${module}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
