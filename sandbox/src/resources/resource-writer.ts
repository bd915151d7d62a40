/**
 * How the service writes a resource. It does not write them all alike: most answers carry
 * every property of the specification, null where there is no value (sessions, accounts,
 * payments), while the ASPSP list leaves a property with no value out. Each resource's
 * writer says which it is, as the OpenAPI document does (schema-kit.ts).
 */

/** How one property is written: null for its value as it is, or the writer of what it holds. */
type PropertyWriter<Value> = null | ((value: Value) => unknown);

/**
 * A writer for each property of T, the optional ones included: a resource type that lists
 * every property of the specification, and a table that leaves one out, fails to compile.
 */
export type PropertyWriters<T> = { readonly [K in keyof T]-?: PropertyWriter<Exclude<T[K], undefined>> };

type WrittenValue<T, W extends PropertyWriters<T>, K extends keyof T> = W[K] extends (
  value: never,
) => infer Out
  ? Out
  : Exclude<T[K], undefined>;

/** The resource as written with every property: null where it had no value. */
export type Written<T, W extends PropertyWriters<T>> = {
  -readonly [K in keyof T]-?: WrittenValue<T, W, K> | (undefined extends T[K] ? null : never);
};

/** The resource as written without the properties that had no value. */
export type SparseWritten<T, W extends PropertyWriters<T>> = {
  -readonly [K in keyof T]: WrittenValue<T, W, K>;
};

type Writers<T, W> = W & Record<Exclude<keyof W, keyof T>, never>;

/**
 * The writer of the resource T that writes every property, null where it has no value:
 * `resourceWriter<T>()({ name: null, amount: writeAmount })` lists each property once, in the
 * specification's order, which is the order written. Properties not in the table (what a
 * client sent beyond the specification) are not written.
 */
export function resourceWriter<T extends object>() {
  return <const W extends PropertyWriters<T>>(writers: Writers<T, W>) =>
    (value: T): Written<T, W> =>
      writeProperties(writers, value, null) as Written<T, W>;
}

/** As resourceWriter, but a property with no value is left out rather than written as null. */
export function sparseResourceWriter<T extends object>() {
  return <const W extends PropertyWriters<T>>(writers: Writers<T, W>) =>
    (value: T): SparseWritten<T, W> =>
      writeProperties(writers, value, undefined) as SparseWritten<T, W>;
}

/** The properties of `value` in the table's order; `empty` for one with no value, left out if undefined. */
function writeProperties(
  table: Readonly<Record<string, PropertyWriter<never>>>,
  value: object,
  empty: null | undefined,
): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const [name, writer] of Object.entries(table)) {
    const property: unknown = Reflect.get(value, name);
    if (property === undefined || property === null) {
      if (empty === null) written[name] = null;
      continue;
    }
    // The table's writer of `name` takes the type of T's `name`, which `property` is.
    written[name] = writer ? writer(property as never) : property;
  }
  return written;
}

/** The writer of a list of resources. */
export function listOf<Value, Out>(writer: (value: Value) => Out): (items: readonly Value[]) => Out[] {
  return (items) => items.map(writer);
}
