/**
 * A command of one of the test runner's Node-side plugins (backend, phone, frame commands).
 * A plugin hands a failure back as `error` rather than throwing, which would leave the test
 * hanging; it is thrown here, in the test, named by `label`.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export async function runServerCommand<T, P>(command: string, payload: P, label: string): Promise<T> {
  const answer = await executeServerCommand<{ ok?: T; error?: string }, P>(command, payload);
  if (answer.error !== undefined) throw new Error(`${label}: ${answer.error}`);
  return answer.ok as T;
}
