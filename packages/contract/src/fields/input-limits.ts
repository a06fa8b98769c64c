/**
 * The rule every request schema keeps: each string says how long it may be, and each list how many
 * items it may hold, so no field stores (or sends back on every read) whatever a caller posts. The
 * check reads a schema's JSON Schema (`z.toJSONSchema(schema, { io: 'input' })`, or an operation
 * of the OpenAPI document), so it sees what the routes declare, nested and shared parts included.
 *
 * A string is bounded by `maxLength`, by `enum` or `const`, or by a pattern that cannot match more
 * than a fixed length (anchored, without `*`, `+` or an open `{n,}`: '^[A-Z]{2}$', a uuid). A value
 * of any type (`{}`) is unbounded.
 */

/** The part of JSON Schema the check reads. */
export interface JsonSchemaNode {
  type?: string | string[];
  $ref?: string;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchemaNode>;
  additionalProperties?: JsonSchemaNode | boolean;
  propertyNames?: JsonSchemaNode;
  items?: JsonSchemaNode | JsonSchemaNode[];
  prefixItems?: JsonSchemaNode[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  not?: JsonSchemaNode;
  $defs?: Record<string, JsonSchemaNode>;
}

/** A pattern no longer than some fixed length: anchored at both ends, no open-ended repeat. */
function isBoundedPattern(pattern: string): boolean {
  return pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern);
}

function typesOf(node: JsonSchemaNode): string[] {
  return node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
}

function boundsString(node: JsonSchemaNode): boolean {
  return (
    node.maxLength !== undefined ||
    node.enum !== undefined ||
    node.const !== undefined ||
    (node.pattern !== undefined && isBoundedPattern(node.pattern)) ||
    (node.allOf ?? []).some(boundsString)
  );
}

/**
 * Where a schema lets a string or a list through without a limit, as paths ('abn',
 * 'country_of_citizenship[]', 'records[].name'). Empty when every leaf is bounded. `$ref`s are
 * resolved in `definitions` by their last segment ('#/$defs/X', '#/components/schemas/X').
 */
export function unboundedInputs(
  schema: JsonSchemaNode,
  definitions: Record<string, JsonSchemaNode> = schema.$defs ?? {},
): string[] {
  const found: string[] = [];
  const walk = (node: JsonSchemaNode | boolean | undefined, path: string, seen: ReadonlySet<string>): void => {
    if (node === undefined || typeof node === 'boolean') return;
    if (node.$ref !== undefined) {
      const name = node.$ref.split('/').at(-1)!;
      if (seen.has(name)) return;
      return walk(definitions[name], path, new Set([...seen, name]));
    }
    const types = typesOf(node);
    const combined = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
    if (types.length === 0 && combined.length === 0 && node.enum === undefined && node.const === undefined) {
      if (node.not === undefined) found.push(`${path || '(root)'}: any value`);
      return;
    }
    if (types.includes('string') && !boundsString(node)) found.push(`${path || '(root)'}: string without maxLength`);
    if (types.includes('array') && node.maxItems === undefined)
      found.push(`${path || '(root)'}: list without maxItems`);
    // The parts of a string's allOf only narrow the string (more patterns), read by boundsString.
    const parts = types.includes('string') ? [...(node.anyOf ?? []), ...(node.oneOf ?? [])] : combined;
    for (const part of parts) walk(part, path, seen);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, path ? `${path}.${key}` : key, seen);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}{}`, seen);
    if (node.propertyNames) walk(node.propertyNames, `${path}{key}`, seen);
    const items = Array.isArray(node.items) ? node.items : node.items ? [node.items] : [];
    for (const item of [...items, ...(node.prefixItems ?? [])]) walk(item, `${path}[]`, seen);
  };
  walk(schema, '', new Set());
  return found;
}
