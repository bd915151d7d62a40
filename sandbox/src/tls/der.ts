/**
 * The few DER (ASN.1 Distinguished Encoding Rules) shapes an X.509 certificate is made of,
 * enough for x509-certificate.ts: node:crypto signs and reads certificates but cannot make one.
 */

/** A tag, its length and its contents. */
export function tlv(tag: number, contents: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from([tag]), encodeLength(contents.length), contents]);
}

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function sequence(...items: Uint8Array[]): Buffer {
  return tlv(0x30, Buffer.concat(items));
}

export function set(...items: Uint8Array[]): Buffer {
  return tlv(0x31, Buffer.concat(items));
}

/** A non-negative INTEGER from its big-endian bytes: a leading zero keeps it positive. */
export function unsignedInteger(bytes: Uint8Array): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = Buffer.from(bytes.subarray(start));
  return tlv(0x02, (trimmed[0] ?? 0) >= 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

export function smallInteger(value: number): Buffer {
  return unsignedInteger(Buffer.from([value]));
}

export function boolean(value: boolean): Buffer {
  return tlv(0x01, Buffer.from([value ? 0xff : 0]));
}

export function objectIdentifier(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const groups: number[] = [];
    for (let value = arc; ; value = Math.floor(value / 128)) {
      groups.unshift((value % 128) | (groups.length > 0 ? 0x80 : 0));
      if (value < 128) break;
    }
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

export function utf8String(text: string): Buffer {
  return tlv(0x0c, Buffer.from(text, 'utf8'));
}

export function octetString(bytes: Uint8Array): Buffer {
  return tlv(0x04, bytes);
}

/** A BIT STRING of whole bytes (a key, a signature). */
export function bitString(bytes: Uint8Array): Buffer {
  return tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));
}

/** A BIT STRING of named bits (bit 0 first, as KeyUsage numbers them), without trailing zeros. */
export function namedBits(bits: readonly number[]): Buffer {
  const last = Math.max(...bits);
  const bytes = Buffer.alloc(Math.floor(last / 8) + 1);
  for (const bit of bits)
    bytes[Math.floor(bit / 8)] = (bytes[Math.floor(bit / 8)] ?? 0) | (0x80 >> (bit % 8));
  return tlv(0x03, Buffer.concat([Buffer.from([7 - (last % 8)]), bytes]));
}

/** UTCTime until 2049, GeneralizedTime from 2050, as RFC 5280 asks. */
export function time(date: Date): Buffer {
  const iso = date.toISOString();
  const digits = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(digits.slice(2), 'ascii'))
    : tlv(0x18, Buffer.from(digits, 'ascii'));
}

/** A context-specific tag: [n] EXPLICIT around DER, or [n] IMPLICIT of a primitive's contents. */
export function explicit(tagNumber: number, inner: Uint8Array): Buffer {
  return tlv(0xa0 | tagNumber, inner);
}

export function implicitPrimitive(tagNumber: number, contents: Uint8Array): Buffer {
  return tlv(0x80 | tagNumber, contents);
}
