import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for a route's request body, built from its zod schema through zod's own
 * JSON Schema conversion (the input side: what a client sends). Refinements a JSON Schema cannot
 * say (check digits, cross-field rules) are not followed, so "valid" bodies are valid in shape
 * and often near-valid in substance: both are what a fuzzer should send.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Long enough to find edge cases, short enough to keep hundreds of requests quick. */
const STRING_CAP = 80;
const ARRAY_CAP = 4;

const anything: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.boolean(),
);

function text(min: number, max: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
  );
}

function dateText(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
}

const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));

/**
 * The contract checks most text with its own rules (refinements a JSON Schema cannot carry), so a
 * field's name suggests what a real client would put there; without these hints nearly every
 * body would stop at the first rule.
 */
const FIELD_HINTS: Array<[RegExp, () => fc.Arbitrary<string>]> = [
  [/email/, () => fc.stringMatching(/^[a-z][a-z0-9]{0,15}@(example\.com|mail\.com\.au)$/)],
  [/phone/, () => digits(8).map((d) => `04${d}`)],
  [/date|_on$/, dateText],
  [/post_?code/, () => digits(4)],
  [/^(tfn|acn)$/, () => digits(9)],
  [/^abn$/, () => digits(11)],
  [/password/, () => fc.stringMatching(/^[A-Za-z0-9]{8,20}$/).map((p) => `${p}Aa1!`)],
  [/(^|_)code$/, () => digits(6)],
];

function stringArbitrary(s: JsonSchema, name?: string): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? STRING_CAP, STRING_CAP));
  const fits = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Infinity);
  switch (s.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'date':
      return dateText();
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  const hint = !s.format && !s.pattern && name ? FIELD_HINTS.find(([re]) => re.test(name)) : undefined;
  if (hint) return fc.oneof({ arbitrary: hint[1]().filter(fits), weight: 3 }, { arbitrary: text(min, max), weight: 1 });
  if (s.pattern) {
    const matching = fc.stringMatching(new RegExp(s.pattern));
    // A pattern with no length bounds of its own can run long; near-misses are welcome too.
    return fc.oneof({ arbitrary: matching.filter(fits), weight: 3 }, { arbitrary: text(min, max), weight: 1 });
  }
  return text(min, max);
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : s.minimum;
  const upper = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : s.maximum;
  if (integer) {
    const min = Math.max(lower ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const max = Math.min(upper ?? 1_000_000_000, Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.integer({ min, max: Math.max(min, max) }), fc.constantFrom(min, Math.max(min, max)));
  }
  return fc.double({
    min: lower ?? -1e9,
    max: upper ?? 1e12,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Values that fit the schema's shape. */
export function arbitraryFor(
  schema: JsonSchema,
  root: JsonSchema = schema,
  depth = 0,
  /** The property this value is for, if any. */
  name?: string,
): fc.Arbitrary<unknown> {
  if (depth > 6) return anything;
  const next = (s: JsonSchema, field = name) => arbitraryFor(s, root, depth + 1, field);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    return target ? next(target) : anything;
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => next(a)));
  if (schema.allOf?.length) return next(Object.assign({}, ...schema.allOf) as JsonSchema);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => next({ ...schema, type })));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      return stringArbitrary(schema, name);
    case 'array': {
      const items = schema.items ? next(schema.items, undefined) : anything;
      const minLength = schema.minItems ?? 0;
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? ARRAY_CAP, ARRAY_CAP)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, next(v, k)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
  }
  return anything;
}

/** Values a careless or hostile client puts where a valid one belongs. */
const WRONG_VALUES: unknown[] = [null, 0, -1, 2 ** 53, 1.5, true, '', ' ', 'x'.repeat(10_001), [], {}, ['x'], { x: 1 }];

/**
 * A valid-shaped body with one thing wrong: a required field missing, one field of the wrong type
 * or too long, or a field the schema does not know.
 */
export function nearValidFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = arbitraryFor(schema);
  const fields = Object.keys(schema.properties ?? {});
  if (fields.length === 0) return fc.constantFrom(...WRONG_VALUES);
  return fc
    .tuple(
      valid,
      fc.constantFrom(...fields),
      fc.constantFrom('drop', 'wrong', 'unknown'),
      fc.constantFrom(...WRONG_VALUES),
    )
    .map(([body, field, change, wrong]) => {
      const copy = { ...(body as Record<string, unknown>) };
      if (change === 'drop') delete copy[field];
      else if (change === 'wrong') copy[field] = wrong;
      else copy[`${field}_unknown`] = wrong;
      return copy;
    });
}

/** Two valid-shaped bodies for every near-valid one. */
export function bodyArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema);
  return fc.oneof({ arbitrary: arbitraryFor(json), weight: 2 }, { arbitrary: nearValidFor(json), weight: 1 });
}
