/**
 * The sandbox certificate authority: a key and a self-signed CA certificate kept in a folder
 * of the data directory, made on first use and reused on every start, so a client trusts it
 * once. Each start issues the server a fresh certificate for the names it is reached by.
 */
import { createPrivateKey, generateKeyPairSync, X509Certificate, type KeyObject } from 'node:crypto';
import { closeSync, lstatSync, mkdirSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirOwnershipProblem } from '../persistence/data-dir-ownership.js';
import { CREATE_FLAGS, openNoFollow, readFileNoFollow } from '../persistence/no-follow.js';
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
}

export interface ServerCredentials {
  /** PEM: the server certificate. */
  certificate: string;
  /** PEM: its private key (PKCS #8). */
  privateKey: string;
}

/** The CA of `folder`, made there (key readable by the owner only) when the folder has none. */
export function sandboxCa(folder: string, now: Date): SandboxCa {
  const certificatePath = join(folder, CA_CERTIFICATE_FILE);
  const keyPath = join(folder, CA_KEY_FILE);
  refuseSharedFolder(folder);
  const hasCertificate = entryExists(certificatePath);
  if (hasCertificate !== entryExists(keyPath)) {
    throw new SandboxCaError(
      `${folder} holds only one of ${CA_CERTIFICATE_FILE} and ${CA_KEY_FILE}: restore the other, or delete both to make a new sandbox CA (clients then trust the new one).`,
    );
  }
  if (!hasCertificate) createCa(folder, certificatePath, keyPath, now);
  return readCa(certificatePath, keyPath, now);
}

function createCa(folder: string, certificatePath: string, keyPath: string, now: Date): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
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
  writeNewFile(keyPath, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  writeNewFile(certificatePath, certificate);
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

/** A file created new, the owner's alone; nothing in its place is written through. */
function writeNewFile(path: string, content: string): void {
  const descriptor = openNoFollow(path, CREATE_FLAGS, 0o600);
  try {
    writeSync(descriptor, content);
  } finally {
    closeSync(descriptor);
  }
}

function readCa(certificatePath: string, keyPath: string, now: Date): SandboxCa {
  let certificate: X509Certificate;
  let privateKey: KeyObject;
  try {
    certificate = new X509Certificate(readFileNoFollow(certificatePath));
    privateKey = createPrivateKey(readFileNoFollow(keyPath));
  } catch (error) {
    throw new SandboxCaError(
      `The sandbox CA in ${certificatePath} cannot be read (${error instanceof Error ? error.message : String(error)}): delete ${CA_CERTIFICATE_FILE} and ${CA_KEY_FILE} to make a new one.`,
    );
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
