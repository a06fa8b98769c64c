import { unboundedInputs, type JsonSchemaNode } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

interface Operation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchemaNode }>;
  requestBody?: { content: Record<string, { schema: JsonSchemaNode }> };
}

// Every route's input as the OpenAPI document has it, so a route (or a schema written in a route
// file) that takes a string or a list without a limit fails here, whichever module it is in.
// Bodies that are not JSON (the CSV feed, streamed with its own size limit) are not read.
describe('request limits in the OpenAPI document', () => {
  it('bound every string and list a route takes, in paths, query strings and JSON bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, JsonSchemaNode> };
    };
    const gaps: string[] = [];
    let inputs = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        const parts = [
          ...(operation.parameters ?? []).map((p) => [`${p.in} ${p.name}`, p.schema] as const),
          ...(operation.requestBody?.content['application/json']
            ? [['body', operation.requestBody.content['application/json'].schema] as const]
            : []),
        ];
        for (const [name, schema] of parts) {
          inputs += 1;
          for (const gap of unboundedInputs(schema, doc.components.schemas)) gaps.push(`${where} ${name} ${gap}`);
        }
      }
    }
    expect(inputs).toBeGreaterThan(100);
    expect(gaps).toEqual([]);
  });
});
