import { readFileSync } from 'node:fs';

/** A process's resident memory now and at its peak (VmRSS, VmHWM), in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s*(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}
