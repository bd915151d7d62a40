/**
 * The building blocks of the OpenAPI document's schemas (JSON Schema 2020-12, OpenAPI 3.1's
 * dialect). A shape is written once with the specification's Required column; an answer's
 * schema and a request's schema are both derived from it, as the service treats them apart:
 * it takes a request without the optional fields, and answers with every field, null where
 * there is no value, except in the resources it writes sparse (the ASPSP list), where a field
 * with no value is left out and never null.
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

/**
 * A date-time as the service writes every one it answers with: UTC, `Z`, microseconds
 * (2024-11-26T05:16:41.977681Z), whatever offset it was sent with.
 */
export const SERVICE_DATE_TIME = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z$';

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
 * As the service answers: every field present, an optional one null when it has no value (or,
 * in a sparse shape, absent and never null), and every date-time in its one form.
 */
export function answerSchema(shape: Shape): Schema {
  const properties = mapFields(shape, (field) => {
    const schema = asWritten(field.schema);
    return withDescription(field.required || shape.sparse ? schema : orNull(schema), field.description);
  });
  const required =
    shape.open || shape.sparse
      ? Object.keys(shape.fields).filter((name) => shape.fields[name]?.required)
      : Object.keys(shape.fields);
  return objectSchema(shape, properties, required);
}

/**
 * As a client sends it: the required fields, the others left out when empty. `inputName`
 * names the request form of a shape that has one (a reference to it is rewritten).
 */
export function requestSchema(shape: Shape, inputName: (name: string) => string): Schema {
  const properties = mapFields(shape, (field) =>
    withDescription(renameReferences(field.schema, inputName), field.description),
  );
  const required = Object.keys(shape.fields).filter((name) => shape.fields[name]?.required);
  return objectSchema(shape, properties, required);
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

/** The schema with the service's form of a date-time wherever it has a date-time. */
function asWritten(schema: Schema): Schema {
  return mapSchemas(schema, (inner) =>
    inner.format === 'date-time' ? { ...inner, pattern: SERVICE_DATE_TIME } : inner,
  );
}

function mapSchemas(schema: Schema, map: (schema: Schema) => Schema): Schema {
  const items = schema.items as Schema | undefined;
  const mapped = items === undefined ? schema : { ...schema, items: mapSchemas(items, map) };
  return map(mapped);
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
