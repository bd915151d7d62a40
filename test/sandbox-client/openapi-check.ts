/**
 * The service's answers checked against its OpenAPI document, fetched once from where the
 * service serves it ({base_url}/openapi.json), as a merchant's developer would get it.
 */
import { answerChecker, type AnswerChecker } from '../support/openapi-answers.js';

/** Where the document is, and the request's path relative to the server of its operation. */
export interface OpenApiOperation {
  document: string;
  path: string;
}

const checkers = new Map<string, Promise<AnswerChecker>>();

async function load(url: string, fetcher: typeof fetch): Promise<AnswerChecker> {
  const response = await fetcher(url, { headers: { Accept: 'application/json' } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return answerChecker((await response.json()) as object);
}

/** Throws unless the answer is the one the document gives the operation for its status. */
export async function checkAnswer(
  operation: OpenApiOperation,
  method: string,
  status: number,
  body: unknown,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  let checker = checkers.get(operation.document);
  if (checker === undefined) {
    checker = load(operation.document, fetcher);
    checkers.set(operation.document, checker);
    // A failed load is tried again by the next call rather than failing every later one.
    checker.catch(() => checkers.delete(operation.document));
  }
  (await checker).check(method, operation.path, status, body);
}
