/**
 * The API description is OpenAPI 3.0.3, the version partners' tools read most widely. A few contract schemas use
 * JSON Schema words 3.0 does not know, because they say the rule best for validation (ajv); here the document gets
 * the 3.0 way of saying the same thing:
 * - `propertyNames: { enum }` with a schema under `additionalProperties` (a map whose keys are from a list, e.g. a
 *   registration's pictures by licence) becomes one optional property per key and no other property.
 */
type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

function keyedMap(node: Node): Node {
  const names = node.propertyNames;
  const value = node.additionalProperties;
  if (!isNode(names) || !Array.isArray(names.enum) || !isNode(value)) return node;
  const { propertyNames: _names, ...rest } = node;
  return {
    ...rest,
    properties: Object.fromEntries(names.enum.map((key) => [String(key), value])),
    additionalProperties: false,
  };
}

/** A copy of `doc` with every schema written for OpenAPI 3.0. */
export function asOpenApi30<T>(doc: T): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isNode(v)) return v;
    const node = keyedMap(v);
    return Object.fromEntries(Object.entries(node).map(([k, child]) => [k, walk(child)]));
  };
  return walk(doc) as T;
}
