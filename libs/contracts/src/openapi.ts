import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { SCHEMA_DEFINITIONS } from './definitions';
import { API_GROUPS, IDEMPOTENCY_KEY_HEADER, type RouteContract } from './route';

type JsonObject = Record<string, unknown>;

const conversion = { target: 'draft-2020-12', errorMode: 'ignore', definitions: SCHEMA_DEFINITIONS } as const;

/** JSON Schema of a contract schema, with references pointing into components.schemas. */
export function jsonSchemaOf(schema: GenericSchema): JsonObject {
  const { $schema: _drop, $defs: _defs, ...rest } = toJsonSchema(schema, conversion) as JsonObject;
  return relink(rest) as JsonObject;
}

function relink(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'));
}

function parametersOf(schema: GenericSchema | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const idempotencyKeyParameter = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: true,
  description: 'One value per intended operation; a retry with the same value gets the first answer.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,100}$' },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

const BODY_MEDIA_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

/** A multipart body is its text fields plus one binary array per file field. */
function bodySchemaOf(route: RouteContract) {
  const fields = route.body ? (jsonSchemaOf(route.body) as { properties?: object; required?: string[] }) : {};
  if (route.bodyType !== 'multipart') return fields;
  const files = route.files ?? [];
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(
        files.map((file) => [
          file.name,
          { type: 'array', maxItems: file.maxCount, items: { type: 'string', format: 'binary' } },
        ]),
      ),
    },
    required: [...(fields.required ?? []), ...files.filter((file) => file.required).map((file) => file.name)],
  };
}

function requestBodyOf(route: RouteContract) {
  if (!route.body && !route.files) return {};
  const mediaType = BODY_MEDIA_TYPES[route.bodyType ?? 'json'];
  return { requestBody: { required: true, content: { [mediaType]: { schema: bodySchemaOf(route) } } } };
}

function operationOf(route: RouteContract) {
  const status = String(route.status ?? 200);
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.group],
    ...(route.access === 'member' ? { security: [{ cookieAuth: [] }] } : {}),
    ...(route.access === 'staff' ? { security: [{ staffCookieAuth: [] }] } : {}),
    parameters: [
      ...parametersOf(route.params, 'path'),
      ...parametersOf(route.query, 'query'),
      ...(route.idempotent ? [idempotencyKeyParameter] : []),
    ],
    ...requestBodyOf(route),
    responses: {
      [status]: { description: 'OK', content: { 'application/json': { schema: jsonSchemaOf(route.response) } } },
      '400': errorResponse('The request is invalid; errors names each field.'),
      ...(route.files
        ? {
            '413': errorResponse('A file is larger than its field allows.'),
            '415': errorResponse('A file is not of a type its field takes (judged by its content).'),
          }
        : {}),
      ...(route.access === 'member'
        ? { '401': errorResponse('Not signed in, or the access token is not valid.') }
        : {}),
      ...(route.access === 'staff'
        ? {
            '401': errorResponse('No staff session, or it has ended (30 idle minutes).'),
            '403': errorResponse("The staff account's role or brands do not allow this."),
          }
        : {}),
      ...(route.idempotent
        ? { '422': errorResponse('The Idempotency-Key was already used for a different request.') }
        : {}),
      '503': errorResponse('The service is under maintenance.'),
    },
  };
}

/** The API's OpenAPI 3.1 document, built from the route contracts alone. */
export function buildOpenApiDocument(routes: readonly RouteContract[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operationOf(route) };
  }
  const usedGroups = new Set(routes.map((route) => route.group));
  return {
    openapi: '3.1.0',
    info,
    tags: API_GROUPS.filter((group) => usedGroups.has(group)).map((name) => ({ name })),
    paths,
    components: {
      schemas: relink(toJsonSchemaDefs(SCHEMA_DEFINITIONS, { target: 'draft-2020-12', errorMode: 'ignore' })),
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'onair_at' },
        staffCookieAuth: { type: 'apiKey', in: 'cookie', name: 'onair_staff' },
      },
    },
  };
}
