/**
 * The sandbox certificate authority: a key and a self-signed CA certificate kept in a folder
 * of the data directory, made on first use and reused on every start, so a client trusts it
 * once. Each start issues the server a fresh certificate for the names it is reached by.
 */
import { createPrivateKey, generateKeyPairSync, X509Certificate, type KeyObject } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dataDirOwnershipProblem } from '../persistence/data-dir-ownership.js';
import { replaceFileDurably, syncDirectory } from '../persistence/durable-files.js';
import { readFileNoFollow } from '../persistence/no-follow.js';
import { issueCertificate } from './x509-certificate.js';

export const CA_CERTIFICATE_FILE = 'sandbox-ca.pem';
const CA_KEY_FILE = 'sandbox-ca-key.pem';
const DAY_MS = 24 * 60 * 60 * 1000;
const CA_VALIDITY_DAYS = 3650;
/** Within what browsers accept of a server certificate (398 days). */
const SERVER_VALIDITY_DAYS = 397;
/** Valid from an hour ago, for a client whose clock is a little behind. */
const CLOCK_SKEW_MS = 60 * 60 * 1000;

/** The CA cannot be used as it is in its folder: the sandbox does not start. */
export class SandboxCaError extends Error {}

export interface SandboxCa {
  /** The file a client trusts. */
  certificatePath: string;
  certificatePem: string;
  commonName: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
  /** What the start should tell the user: a half-made CA found and made again. */
  notes: string[];
}

export interface ServerCredentials {
  /** PEM: the server certificate. */
  certificate: string;
  /** PEM: its private key (PKCS #8). */
  privateKey: string;
}

/**
 * The CA of `folder`, made there (key readable by the owner only) when the folder has none, or
 * made again when it holds a half-made one: a key without its certificate, or a file empty or
 * unparseable. Only a first start stopped while writing leaves that (the key is written first,
 * then the certificate, each whole, and never again), and no client can trust such a CA.
 */
export function sandboxCa(folder: string, now: Date): SandboxCa {
  const certificatePath = join(folder, CA_CERTIFICATE_FILE);
  const keyPath = join(folder, CA_KEY_FILE);
  refuseSharedFolder(folder);
  const hasCertificate = entryExists(certificatePath);
  const hasKey = entryExists(keyPath);
  if (hasCertificate && !hasKey) {
    throw new SandboxCaError(
      `${folder} holds only one of ${CA_CERTIFICATE_FILE} and ${CA_KEY_FILE}: restore the other, or delete both to make a new sandbox CA (clients then trust the new one).`,
    );
  }
  if (!hasKey) {
    createCa(folder, certificatePath, keyPath, now);
    return readCa(certificatePath, keyPath, now, []);
  }
  // Read first, so that a file which is not the sandbox's (a link, not readable) still refuses.
  const key = readCaFile(keyPath, certificatePath);
  const certificate = hasCertificate ? readCaFile(certificatePath, certificatePath) : undefined;
  const halfMade =
    certificate === undefined
      ? `${CA_KEY_FILE} without ${CA_CERTIFICATE_FILE}`
      : unparseable([
          [CA_KEY_FILE, key, (content) => createPrivateKey(content)],
          [CA_CERTIFICATE_FILE, certificate, (content) => new X509Certificate(content)],
        ]);
  if (halfMade === undefined) return readCa(certificatePath, keyPath, now, []);
  createCa(folder, certificatePath, keyPath, now);
  return readCa(certificatePath, keyPath, now, [
    `${folder} held a sandbox CA whose first start was cut short (${halfMade}), which no client can trust: a new sandbox CA was made in its place.`,
  ]);
}

/** Which of the files is empty or does not parse, in a few words; undefined when all parse. */
function unparseable(
  files: [name: string, content: Buffer, parse: (content: Buffer) => unknown][],
): string | undefined {
  const problems = files.flatMap(([name, content, parse]) => {
    if (content.length === 0) return [`${name} is empty`];
    try {
      parse(content);
      return [];
    } catch {
      return [`${name} does not parse`];
    }
  });
  return problems.length === 0 ? undefined : problems.join(', ');
}

/** Writes the key, then the certificate, each durably: a crash leaves the key alone at worst. */
function createCa(folder: string, certificatePath: string, keyPath: string, now: Date): void {
  const made = mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (made !== undefined) {
    // Each folder made is flushed into its parent, so the CA's folder survives a power cut too.
    for (let directory = folder; ; directory = dirname(directory)) {
      syncDirectory(dirname(directory));
      if (directory === made || dirname(directory) === directory) break;
    }
  }
  removeTemporaryFiles(folder);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  // Unique, so that the CAs of two sandboxes are told apart in a trust store.
  const commonName = `service-sandbox CA ${now.toISOString().slice(0, 10)} ${publicKey.export({ type: 'spki', format: 'der' }).subarray(-4).toString('hex')}`;
  const party = { commonName, publicKey };
  const certificate = issueCertificate({
    subject: party,
    issuer: { ...party, privateKey },
    notBefore: new Date(now.getTime() - CLOCK_SKEW_MS),
    notAfter: new Date(now.getTime() + CA_VALIDITY_DAYS * DAY_MS),
    role: { kind: 'ca' },
  });
  // Temporary file (0600, created new, no link followed), flush, rename, flush of the folder.
  replaceFileDurably(keyPath, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  replaceFileDurably(certificatePath, certificate);
}

/** The temporary files a crash while writing the CA left (one may hold a key): removed, a link as a link. */
function removeTemporaryFiles(folder: string): void {
  for (const name of readdirSync(folder)) {
    if (/^sandbox-ca(?:-key)?\.pem\.\d+\.tmp$/.test(name)) rmSync(join(folder, name), { force: true });
  }
}

/**
 * The CA's folder must be a folder of the user's that no one else can write, not a link:
 * otherwise another user could hand the sandbox a CA key of theirs, or take the one it makes.
 */
function refuseSharedFolder(folder: string): void {
  const uid = process.getuid?.();
  let stats;
  try {
    stats = lstatSync(folder);
  } catch {
    return;
  }
  const problem = stats.isSymbolicLink()
    ? 'is a symbolic link'
    : !stats.isDirectory()
      ? 'is not a folder'
      : uid === undefined
        ? undefined
        : dataDirOwnershipProblem({ owner: stats.uid, mode: stats.mode }, uid);
  if (problem === undefined) return;
  throw new SandboxCaError(
    `The sandbox CA's folder ${folder} ${problem}, so the sandbox neither reads nor writes a CA key there: ` +
      'remove it to make a new sandbox CA (clients then trust the new one), or start with another --data-dir.',
  );
}

/** Whether anything, a link included, has the name. */
function entryExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** A file of the CA, read without following a link; one that cannot be read stops the start. */
function readCaFile(path: string, certificatePath: string): Buffer {
  try {
    return readFileNoFollow(path);
  } catch (error) {
    throw unreadable(certificatePath, error);
  }
}

function unreadable(certificatePath: string, error: unknown): SandboxCaError {
  return new SandboxCaError(
    `The sandbox CA in ${certificatePath} cannot be read (${error instanceof Error ? error.message : String(error)}): delete ${CA_CERTIFICATE_FILE} and ${CA_KEY_FILE} to make a new one.`,
  );
}

function readCa(certificatePath: string, keyPath: string, now: Date, notes: string[]): SandboxCa {
  let certificate: X509Certificate;
  let privateKey: KeyObject;
  try {
    certificate = new X509Certificate(readFileNoFollow(certificatePath));
    privateKey = createPrivateKey(readFileNoFollow(keyPath));
  } catch (error) {
    throw unreadable(certificatePath, error);
  }
  if (!certificate.ca || !certificate.checkPrivateKey(privateKey)) {
    throw new SandboxCaError(`${certificatePath} is not the CA certificate of ${keyPath}.`);
  }
  if (new Date(certificate.validTo).getTime() <= now.getTime()) {
    throw new SandboxCaError(
      `The sandbox CA ${certificatePath} expired on ${certificate.validTo}: delete ${CA_CERTIFICATE_FILE} and ${CA_KEY_FILE} to make a new one.`,
    );
  }
  return {
    certificatePath,
    certificatePem: certificate.toString(),
    commonName: /(?:^|\n)CN=([^\n]*)/.exec(certificate.subject)?.[1] ?? 'service-sandbox CA',
    publicKey: certificate.publicKey,
    privateKey,
    notes,
  };
}

/** A server certificate of the CA for these DNS names and IP addresses, with a new key. */
export function serverCredentials(ca: SandboxCa, names: readonly string[], now: Date): ServerCredentials {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const certificate = issueCertificate({
    subject: { commonName: names[0] ?? 'localhost', publicKey },
    issuer: ca,
    notBefore: new Date(now.getTime() - CLOCK_SKEW_MS),
    notAfter: new Date(now.getTime() + SERVER_VALIDITY_DAYS * DAY_MS),
    role: { kind: 'server', names },
  });
  return { certificate, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}
