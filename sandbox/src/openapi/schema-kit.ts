/**
 * The building blocks of the OpenAPI document's schemas (JSON Schema 2020-12, OpenAPI 3.1's
 * dialect). A shape is written once with the specification's Required column; an answer's
 * schema and a request's schema are both derived from it. Both require only what the
 * specification does, as a client generated from the document must take the real service's
 * answers: the sandbox writes every field, null where there is no value, but the
 * specification promises only the required ones. An answer's optional field may therefore
 * be absent or null, except in the resources written sparse (the ASPSP list), where it is
 * absent and never null; a request's is left out and never null.
 */

/** A JSON Schema as plain data. */
export type Schema = Readonly<Record<string, unknown>>;

/** A field of a shape: its schema and the specification's Required column. */
export interface Field {
  schema: Schema;
  required: boolean;
  description?: string;
}

export interface Shape {
  description: string;
  fields: Readonly<Record<string, Field>>;
  /**
   * The specification does not show all of its fields: other properties may come, and a
   * field it shows may be absent.
   */
  open?: boolean;
  /** The service leaves out a field with no value rather than writing null. */
  sparse?: boolean;
}

const SCHEMAS = '#/components/schemas/';

export function ref(name: string): Schema {
  return { $ref: `${SCHEMAS}${name}` };
}

/** A field the specification marks required. */
export function must(schema: Schema, description?: string): Field {
  return { schema, required: true, description };
}

/** A field the specification marks optional. */
export function may(schema: Schema, description?: string): Field {
  return { schema, required: false, description };
}

export function arrayOf(items: Schema, description?: string): Schema {
  return withDescription({ type: 'array', items }, description);
}

export function string(description?: string, keywords: Schema = {}): Schema {
  return withDescription({ type: 'string', ...keywords }, description);
}

export function enumeration(values: readonly string[], description?: string): Schema {
  return withDescription({ type: 'string', enum: [...values] }, description);
}

/** The schema, or null: `type` gains "null" (and `enum` null), a reference is one of two. */
export function orNull(schema: Schema): Schema {
  if (typeof schema.$ref === 'string') {
    const { description, ...reference } = schema;
    return withDescription({ anyOf: [reference, { type: 'null' }] }, description as string | undefined);
  }
  if (typeof schema.type !== 'string') return schema;
  const nullable: Record<string, unknown> = { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.enum)) nullable.enum = [...(schema.enum as unknown[]), null];
  return nullable;
}

/**
 * As a client receives it: the required fields, the others absent or null (in a sparse shape,
 * absent and never null). A date-time is any RFC 3339 one with an offset, as the
 * specification defines it, though the sandbox writes UTC with microseconds.
 */
export function answerSchema(shape: Shape): Schema {
  const properties = mapFields(shape, (field) =>
    withDescription(field.required || shape.sparse ? field.schema : orNull(field.schema), field.description),
  );
  return objectSchema(shape, properties, requiredNames(shape));
}

/**
 * As a client sends it: the required fields, the others left out when empty. `inputName`
 * names the request form of a shape that has one (a reference to it is rewritten).
 */
export function requestSchema(shape: Shape, inputName: (name: string) => string): Schema {
  const properties = mapFields(shape, (field) =>
    withDescription(renameReferences(field.schema, inputName), field.description),
  );
  return objectSchema(shape, properties, requiredNames(shape));
}

function requiredNames(shape: Shape): string[] {
  return Object.keys(shape.fields).filter((name) => shape.fields[name]?.required);
}

function objectSchema(shape: Shape, properties: Record<string, Schema>, required: string[]): Schema {
  return {
    type: 'object',
    description: shape.description,
    ...(required.length === 0 ? {} : { required }),
    properties,
    ...(shape.open ? { additionalProperties: true } : {}),
  };
}

function mapFields(shape: Shape, map: (field: Field) => Schema): Record<string, Schema> {
  return Object.fromEntries(Object.entries(shape.fields).map(([name, field]) => [name, map(field)]));
}

function withDescription(schema: Schema, description: string | undefined): Schema {
  return description === undefined ? schema : { ...schema, description };
}

function renameReferences(schema: unknown, inputName: (name: string) => string): Schema {
  return rename(schema, inputName) as Schema;
}

function rename(value: unknown, inputName: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rename(item, inputName));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMAS))
        return [key, `${SCHEMAS}${inputName(inner.slice(SCHEMAS.length))}`];
      return [key, rename(inner, inputName)];
    }),
  );
}
