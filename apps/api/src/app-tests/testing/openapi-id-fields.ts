type Schema = { $ref?: string; properties?: Record<string, Schema>; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
type Parameter = { name: string; in: string };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** One field of one operation that names a record: `METHOD path in:name`. */
export type IdField = {
  key: string;
  method: string;
  path: string;
  in: 'path' | 'query' | 'body';
  name: string;
  /** How the body is sent: application/json, multipart/form-data or application/x-www-form-urlencoded. */
  mediaType: string | null;
  idempotent: boolean;
};

/** A name that says it holds a record's id: id, channelId, msgIds, loginId... */
const ID_NAME = /(^id$|Id$|Ids$)/;

/** Every parameter and body field of the document whose name says it holds an id. */
export function idFieldsOf(document: OpenApiDocument): IdField[] {
  const fields: IdField[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      const [mediaType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [null, undefined];
      const idempotent = (operation.parameters ?? []).some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key');
      const add = (where: IdField['in'], name: string) => {
        if (ID_NAME.test(name)) fields.push({ key: `${method} ${path} ${where}:${name}`, method, path, in: where, name, mediaType, idempotent });
      };
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' || parameter.in === 'query') add(parameter.in, parameter.name);
      }
      for (const name of bodyProperties(document, body?.schema)) add('body', name);
    }
  }
  return fields;
}

function resolve(document: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  while (current?.$ref) current = document.components.schemas[current.$ref.split('/').pop() ?? ''];
  return current;
}

/** The property names of a body, through references and every variant of a union. */
function bodyProperties(document: OpenApiDocument, schema: Schema | undefined): Set<string> {
  const found = new Set<string>();
  const visit = (candidate: Schema | undefined) => {
    const resolved = resolve(document, candidate);
    if (!resolved) return;
    for (const variant of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) visit(variant);
    for (const name of Object.keys(resolved.properties ?? {})) found.add(name);
  };
  visit(schema);
  return found;
}
