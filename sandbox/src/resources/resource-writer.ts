/**
 * How the service writes a resource: every property of the specification is sent, and a
 * property with no value is written as null rather than left out.
 */

/** How one property is written: null for its value as it is, or the writer of what it holds. */
type PropertyWriter<Value> = null | ((value: Value) => unknown);

/**
 * A writer for each property of T, the optional ones included: a resource type that lists
 * every property of the specification, and a table that leaves one out, fails to compile.
 */
export type PropertyWriters<T> = { readonly [K in keyof T]-?: PropertyWriter<Exclude<T[K], undefined>> };

/** The resource as written: every property present, null where it had no value. */
export type Written<T, W extends PropertyWriters<T>> = {
  -readonly [K in keyof T]-?:
    | (W[K] extends (value: never) => infer Out ? Out : Exclude<T[K], undefined>)
    | (undefined extends T[K] ? null : never);
};

/**
 * The writer of the resource T: `resourceWriter<T>()({ name: null, amount: writeAmount })`
 * lists each property once, in the specification's order, which is the order written.
 * Properties not in the table (what a client sent beyond the specification) are not written.
 */
export function resourceWriter<T extends object>() {
  return <const W extends PropertyWriters<T>>(writers: W & Record<Exclude<keyof W, keyof T>, never>) =>
    (value: T): Written<T, W> => {
      const table: Readonly<Record<string, PropertyWriter<never>>> = writers;
      const written: Record<string, unknown> = {};
      for (const [name, writer] of Object.entries(table)) {
        const property: unknown = Reflect.get(value, name);
        // The table's writer of `name` takes the type of T's `name`, which `property` is.
        const present = () => (writer ? writer(property as never) : property);
        written[name] = property === undefined || property === null ? null : present();
      }
      return written as Written<T, W>;
    };
}

/** The writer of a list of resources. */
export function listOf<Value, Out>(writer: (value: Value) => Out): (items: readonly Value[]) => Out[] {
  return (items) => items.map(writer);
}
