import { createHash } from 'node:crypto';

/**
 * Deterministic randomness: a stream of SHA-256 blocks of the seed parts and a counter, so
 * the same parts give the same numbers on every call and every machine.
 */
export class SeededRandom {
  private readonly seed: string;
  private block = Buffer.alloc(0);
  private position = 0;
  private counter = 0;

  constructor(...parts: readonly (string | number)[]) {
    this.seed = parts.join('\n');
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.fraction() * (max - min + 1));
  }

  /** A number in [0, 1). */
  fraction(): number {
    return this.uint32() / 0x1_0000_0000;
  }

  chance(probability: number): boolean {
    return this.fraction() < probability;
  }

  pick<T>(values: readonly T[]): T {
    const value = values[this.int(0, values.length - 1)];
    if (value === undefined) throw new RangeError('pick needs at least one value.');
    return value;
  }

  /** `count` decimal digits, the first one not zero. */
  digits(count: number): string {
    let text = String(this.int(1, 9));
    while (text.length < count) text += String(this.int(0, 9));
    return text;
  }

  /** Raw bytes, e.g. to seed an IBAN. */
  bytes(count: number): Uint8Array {
    return Uint8Array.from({ length: count }, () => this.uint32() & 0xff);
  }

  private uint32(): number {
    if (this.position + 4 > this.block.length) {
      this.block = createHash('sha256').update(`${this.seed}\n#${this.counter++}`).digest();
      this.position = 0;
    }
    const value = this.block.readUInt32BE(this.position);
    this.position += 4;
    return value;
  }
}

/** A short stable tag of the parts: 8 hex digits. */
export function seededTag(...parts: readonly (string | number)[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 8);
}
