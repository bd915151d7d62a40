/**
 * A 2xx promises that what it acknowledges survives a crash. So an answer is written only
 * once the data directory holds what the request changed, and everything committed before
 * it (another request's change it may show). The commit is taken when the answer is ready,
 * after the handler ran, so it holds exactly what the answer reflects. A commit that fails
 * stops the sandbox's writes for good (persistence/durable-state.ts), so every answer after
 * it is a 500 as well: none shows what was never written. That 500 is an ErrorResponse as the
 * service writes one (no error code: the specification has none for it), its message saying why.
 */
import type { ServerResponse } from 'node:http';
import { errorResponse } from './api-error.js';
import { writeAnswer } from './write-answer.js';

/** Writes the request's changes; resolves once they are on disk; undefined when nothing waits. */
export type Commit = () => Promise<void> | undefined;

interface PendingCommit {
  commit: Commit;
  /** The headers of a 500 for this request (its CORS), should the commit fail. */
  errorHeaders: Record<string, string>;
}

const commits = new WeakMap<ServerResponse, PendingCommit>();

export function commitBeforeAnswer(
  response: ServerResponse,
  commit: Commit,
  errorHeaders: Record<string, string>,
): void {
  commits.set(response, { commit, errorHeaders });
}

/** Runs `write` (the status, headers and body) once the response's commit is durable. */
export function whenDurable(response: ServerResponse, write: () => void): void {
  const pending = commits.get(response);
  const waiting = pending?.commit();
  if (pending === undefined || waiting === undefined) return write();
  waiting
    .then(write, (error: unknown) => answerNotWritten(response, pending.errorHeaders, error))
    .catch((error: unknown) => {
      console.error('sandbox: error while answering', error);
      response.destroy();
    });
}

function answerNotWritten(response: ServerResponse, headers: Record<string, string>, error: unknown): void {
  console.error('sandbox: the data directory could not be written', error);
  if (response.headersSent) return void response.destroy();
  const message =
    'The sandbox could not write its data directory, so nothing this request did is acknowledged, ' +
    'and it stops until it is started again on the directory: ' +
    `${error instanceof Error ? error.message : String(error)}`;
  const body = JSON.stringify(errorResponse(500, message));
  writeAnswer(response, 500, 'application/json; charset=utf-8', body, {
    'Cache-Control': 'no-store',
    ...headers,
  });
}
