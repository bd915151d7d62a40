import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Test keys only: see keys/README.md. */
const KEY_DIR = new URL('./keys/', import.meta.url);

/** The public key (SPKI PEM) of an application of applications.ts. */
export function applicationPublicKeyPem(applicationKey: string): string {
  return readFileSync(new URL(`${applicationKey}.public.pem`, KEY_DIR), 'utf8');
}

/** The file a SANDBOX application's private key would be in. */
const privateKeyFile = (applicationKey: string) => new URL(`${applicationKey}.private.pem`, KEY_DIR);

/** Where the private key of a SANDBOX application is, for a client to sign with; undefined for the others. */
export function applicationPrivateKeyPath(applicationKey: string): string | undefined {
  const path = fileURLToPath(privateKeyFile(applicationKey));
  return existsSync(path) ? path : undefined;
}

/**
 * The private key (PKCS#8 PEM) of a SANDBOX application, for the tests and the demo's server
 * side; the repository holds none for PRODUCTION applications.
 */
export function applicationPrivateKeyPem(applicationKey: string): string {
  try {
    return readFileSync(privateKeyFile(applicationKey), 'utf8');
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    throw new Error(
      `No test private key for the application "${applicationKey}": only the SANDBOX applications have one.`,
      { cause: error },
    );
  }
}
