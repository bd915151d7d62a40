import type { IncomingMessage } from 'node:http';

/** Widget API bodies are tiny actions; anything bigger is refused. */
export const MAX_BODY_BYTES = 64 * 1024;
/** An oversized body is drained up to this much, so the client reads the 400; beyond it the socket is dropped. */
const MAX_DRAIN_BYTES = 1024 * 1024;

export type RequestBody = { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'too-large' };

export async function readBody(request: IncomingMessage): Promise<RequestBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_DRAIN_BYTES) {
      request.destroy();
      break;
    }
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) return { kind: 'too-large' };
  if (size === 0) return { kind: 'none' };
  return { kind: 'text', text: Buffer.concat(chunks).toString('utf8') };
}
