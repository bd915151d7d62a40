/**
 * A 2xx promises that what it acknowledges survives a crash. So an answer is written only
 * once the data directory holds what the request changed, and everything committed before
 * it (another request's change it may show). The commit is taken when the answer is ready,
 * after the handler ran, so it holds exactly what the answer reflects. A commit that fails
 * stops the sandbox's writes for good (persistence/durable-state.ts), so every answer after
 * it is a 500 SANDBOX_DATA_NOT_WRITTEN as well: none shows what was never written.
 */
import type { ServerResponse } from 'node:http';

/** Writes the request's changes; resolves once they are on disk; undefined when nothing waits. */
export type Commit = () => Promise<void> | undefined;

const commits = new WeakMap<ServerResponse, Commit>();

export function commitBeforeAnswer(response: ServerResponse, commit: Commit): void {
  commits.set(response, commit);
}

/** Runs `write` (the status, headers and body) once the response's commit is durable. */
export function whenDurable(response: ServerResponse, write: () => void): void {
  const waiting = commits.get(response)?.();
  if (waiting === undefined) return write();
  waiting
    .then(write, (error: unknown) => answerNotWritten(response, error))
    .catch((error: unknown) => {
      console.error('sandbox: error while answering', error);
      response.destroy();
    });
}

function answerNotWritten(response: ServerResponse, error: unknown): void {
  console.error('sandbox: the data directory could not be written', error);
  if (response.headersSent) return void response.destroy();
  const message =
    'The sandbox could not write its data directory, so nothing this request did is acknowledged, ' +
    'and it stops until it is started again on the directory: ' +
    `${error instanceof Error ? error.message : String(error)}`;
  const body = JSON.stringify({ message, error: 'SANDBOX_DATA_NOT_WRITTEN' });
  response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(body);
}
