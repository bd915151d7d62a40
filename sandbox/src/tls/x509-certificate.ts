/**
 * X.509 v3 certificates made with node:crypto alone (RFC 5280): a sandbox certificate
 * authority and the TLS server certificates it issues. Keys are ECDSA P-256, signed with
 * SHA-256. Node can read, verify and serve such certificates but has no API to make one.
 */
import { createHash, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import {
  bitString,
  boolean,
  explicit,
  implicitPrimitive,
  namedBits,
  objectIdentifier,
  octetString,
  sequence,
  set,
  smallInteger,
  time,
  unsignedInteger,
  utf8String,
} from './der.js';

const OID = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extendedKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
};

/** KeyUsage bits (RFC 5280, 4.2.1.3). */
const DIGITAL_SIGNATURE = 0;
const KEY_CERT_SIGN = 5;
const CRL_SIGN = 6;

export const ORGANIZATION = 'service-sandbox';

export interface CertificateParty {
  commonName: string;
  publicKey: KeyObject;
}

export interface CertificateRequest {
  subject: CertificateParty;
  /** Who signs; the subject itself for a self-signed CA. */
  issuer: CertificateParty & { privateKey: KeyObject };
  notBefore: Date;
  notAfter: Date;
  /** A CA, which signs server certificates only; or a TLS server known by these DNS names and IP addresses. */
  role: { kind: 'ca' } | { kind: 'server'; names: readonly string[] };
}

/** The certificate, PEM-encoded. */
export function issueCertificate(request: CertificateRequest): string {
  const { subject, issuer, role } = request;
  const signatureAlgorithm = sequence(objectIdentifier(OID.ecdsaWithSha256));
  const extensions = [
    extension(
      OID.basicConstraints,
      role.kind === 'ca' ? sequence(boolean(true), smallInteger(0)) : sequence(),
      true,
    ),
    extension(
      OID.keyUsage,
      namedBits(role.kind === 'ca' ? [KEY_CERT_SIGN, CRL_SIGN] : [DIGITAL_SIGNATURE]),
      true,
    ),
    extension(OID.subjectKeyIdentifier, octetString(keyIdentifier(subject.publicKey))),
    extension(OID.authorityKeyIdentifier, sequence(implicitPrimitive(0, keyIdentifier(issuer.publicKey)))),
    ...(role.kind === 'server'
      ? [
          extension(OID.extendedKeyUsage, sequence(objectIdentifier(OID.serverAuth))),
          extension(OID.subjectAltName, sequence(...role.names.map(generalName))),
        ]
      : []),
  ];
  const toBeSigned = sequence(
    explicit(0, smallInteger(2)),
    unsignedInteger(serialNumber()),
    signatureAlgorithm,
    distinguishedName(issuer.commonName),
    sequence(time(request.notBefore), time(request.notAfter)),
    distinguishedName(subject.commonName),
    subject.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(...extensions)),
  );
  const signature = sign('sha256', toBeSigned, { key: issuer.privateKey, dsaEncoding: 'der' });
  const der = sequence(toBeSigned, signatureAlgorithm, bitString(signature));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

function distinguishedName(commonName: string): Buffer {
  const attribute = (oid: string, value: string) => set(sequence(objectIdentifier(oid), utf8String(value)));
  return sequence(attribute(OID.organization, ORGANIZATION), attribute(OID.commonName, commonName));
}

function extension(oid: string, value: Buffer, critical = false): Buffer {
  return sequence(objectIdentifier(oid), ...(critical ? [boolean(true)] : []), octetString(value));
}

/** dNSName [2] or iPAddress [7], as the name is written. */
function generalName(name: string): Buffer {
  const version = isIP(name);
  if (version === 0) return implicitPrimitive(2, Buffer.from(name, 'ascii'));
  return implicitPrimitive(7, version === 4 ? Buffer.from(name.split('.').map(Number)) : ipv6Bytes(name));
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = address.includes('::')
    ? [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail)]
    : groups(head);
  return Buffer.concat(all.map((group) => Buffer.from(group.padStart(4, '0'), 'hex')));
}

/** A positive 128-bit serial number, unique with overwhelming probability. */
function serialNumber(): Buffer {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes;
}

function keyIdentifier(publicKey: KeyObject): Buffer {
  return createHash('sha1')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest();
}
