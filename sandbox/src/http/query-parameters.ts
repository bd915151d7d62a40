/**
 * The query parameters of a JSON API operation, read by one rule for every operation. A
 * parameter the operation does not define is ignored: the specification defines each
 * operation's parameters and names no error for another one, so a client that works against
 * the service keeps working. A parameter it defines is given at most once and not empty;
 * its value is then checked by the operation.
 */
export type QueryParameters<Name extends string> =
  { ok: true; values: Partial<Record<Name, string>> } | { ok: false; message: string };

export function readQueryParameters<Name extends string>(
  query: URLSearchParams,
  names: readonly Name[],
): QueryParameters<Name> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const given = query.getAll(name);
    if (given.length > 1) {
      return {
        ok: false,
        message: `The query parameter ${name} is given ${given.length} times: give it once.`,
      };
    }
    const [value] = given;
    if (value === '') {
      return { ok: false, message: `The query parameter ${name} is empty: leave it out or give a value.` };
    }
    if (value !== undefined) values[name] = value;
  }
  return { ok: true, values };
}
