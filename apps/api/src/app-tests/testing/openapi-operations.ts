/** The operations of the API's OpenAPI document, read as a client would read it. */

export type JsonSchema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema };
type RawOperation = {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
};

export type Operation = {
  operationId: string;
  method: string;
  /** /api/guest/loginId/{id} */
  path: string;
  membersOnly: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headers: Parameter[];
  body?: { mediaType: string; schema: JsonSchema };
  /** The statuses the document says the operation may answer. */
  documentedStatuses: string[];
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const parameters = raw.parameters ?? [];
      const [mediaType, content] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
      return {
        operationId: raw.operationId,
        method: method.toUpperCase(),
        path,
        membersOnly: (raw.security ?? []).length > 0,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        headers: parameters.filter((parameter) => parameter.in === 'header'),
        body: mediaType && content ? { mediaType, schema: content.schema } : undefined,
        documentedStatuses: Object.keys(raw.responses),
      };
    }),
  );
}

/** The schema itself, its $ref followed into components.schemas. */
export function resolved(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`unknown schema ${current.$ref}`);
    current = target;
  }
  return current;
}
