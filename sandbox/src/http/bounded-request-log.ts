import { recordedBody, type RecordedRequest } from './request-log.js';
import type { LimitedBody } from './read-body.js';

/** The most requests the log keeps: the newest are what tests read. */
export const MAX_RECORDED_REQUESTS = 10_000;
/** The most memory the log's records may take, by recordFootprint: 16 MiB. */
export const MAX_RECORDED_BYTES = 16 * 1024 * 1024;

export interface RequestLogLimits {
  records: number;
  bytes: number;
}

/**
 * The request log of a sandbox that runs for days: the newest requests, at most
 * MAX_RECORDED_REQUESTS of them and MAX_RECORDED_BYTES of memory, the oldest dropped first.
 * A request's body joins its record only once the route admitted the request (keepBody).
 */
export class RequestLog {
  private readonly sizes = new WeakMap<RecordedRequest, number>();
  private total = 0;

  constructor(
    /** The records themselves, oldest first: MockBackend.requests. */
    readonly records: RecordedRequest[],
    private readonly limits: RequestLogLimits = { records: MAX_RECORDED_REQUESTS, bytes: MAX_RECORDED_BYTES },
  ) {}

  /** What the records take now, by recordFootprint. */
  get bytes(): number {
    return this.total;
  }

  add(record: RecordedRequest): void {
    // Emptied from outside (MockBackend.reset): nothing is accounted any more.
    if (this.records.length === 0) this.total = 0;
    this.records.push(record);
    this.account(record);
    this.trim();
  }

  /** Keeps an admitted request's body in its record, unless the record has already left the log. */
  keepBody(record: RecordedRequest, body: LimitedBody): void {
    if (!this.sizes.has(record)) return;
    record.body = recordedBody(body);
    this.account(record);
    this.trim();
  }

  clear(): void {
    this.records.length = 0;
    this.total = 0;
  }

  private account(record: RecordedRequest): void {
    const size = recordFootprint(record);
    this.total += size - (this.sizes.get(record) ?? 0);
    this.sizes.set(record, size);
  }

  /** Drops the oldest records until both limits hold; the newest stays even when larger than the limit alone. */
  private trim(): void {
    let drop = Math.max(0, this.records.length - this.limits.records);
    let total = this.total;
    for (let index = 0; index < drop; index++) total -= this.size(index);
    while (total > this.limits.bytes && drop < this.records.length - 1) total -= this.size(drop++);
    if (drop === 0) return;
    for (const record of this.records.splice(0, drop)) this.sizes.delete(record);
    this.total = total;
  }

  private size(index: number): number {
    const record = this.records[index];
    return record === undefined ? 0 : (this.sizes.get(record) ?? 0);
  }
}

/** What V8 spends at least on a value besides its characters: a pointer and a header. */
const VALUE_BYTES = 32;

/**
 * About the memory a record holds: two bytes a character of its strings (names included) and
 * VALUE_BYTES for every value, walked without recursion, as a parsed body may nest deeply.
 */
export function recordFootprint(value: unknown): number {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    bytes += VALUE_BYTES;
    if (typeof item === 'string') bytes += 2 * item.length;
    else if (Array.isArray(item)) for (const element of item as unknown[]) pending.push(element);
    else if (typeof item === 'object' && item !== null) {
      for (const [name, field] of Object.entries(item)) {
        bytes += VALUE_BYTES + 2 * name.length;
        pending.push(field);
      }
    }
  }
  return bytes;
}
