import fc from 'fast-check';
import { SAMPLE_FILES } from '../../platform/uploads/testing/upload-test-api';
import { hostileNumber, hostileNumberText, hostileText, wrongType } from './hostile-values';
import { resolved, type JsonSchema, type OpenApiDocument, type Operation } from './openapi-operations';

/** One request as sent: everything a failure report needs to send it again. */
export type FuzzRequest = {
  operationId: string;
  method: string;
  /** Path and query, percent-encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
};

/** One of a few realistic values for most fields, hostile ones often enough, a wrong type now and then. */
const mixed = (valid: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: wrongType });

/** Text from the schema: its pattern when fast-check can follow it, else any text of about its length. */
function validText(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 24, 24);
  const plain = fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength, unit: 'grapheme' });
  const seeded = fc.constantFrom('demoviewer', 'demobj01', '가나다라', '1', 'onair1234!', 'ABCD-EFGH-1234');
  if (!schema.pattern) return fc.oneof(plain, seeded);
  try {
    return fc.oneof({ weight: 3, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) }, { weight: 1, arbitrary: seeded });
  } catch {
    return fc.oneof(plain, seeded);
  }
}

/** Whole numbers in the schema's range, mostly small so ids hit the demo rows. */
function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? 2 ** 31 - 1;
  return fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 10) }) }, { weight: 1, arbitrary: fc.integer({ min, max }) });
}

/** A value for a JSON schema; as text when it goes into a path, a query or a form. */
export function valueFor(document: OpenApiDocument, raw: JsonSchema, asText: boolean, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolved(document, raw);
  const hostileForNumber = asText ? hostileNumberText : hostileNumber;
  if (schema.const !== undefined) return mixed(fc.constant(schema.const), hostileText(fc.constant(String(schema.const))));
  if (schema.enum) return mixed(fc.constantFrom(...schema.enum), hostileText(fc.constantFrom(...schema.enum.map(String))));
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valueFor(document, option, asText, depth)));
  switch (schema.type) {
    case 'string':
      return mixed(validText(schema), fc.oneof(hostileText(validText(schema)), hostileNumberText));
    case 'integer':
    case 'number':
      return mixed(asText ? validInteger(schema).map(String) : validInteger(schema), hostileForNumber);
    case 'boolean':
      return mixed(asText ? fc.constantFrom('true', 'false') : fc.boolean(), hostileText(fc.constant('true')));
    case 'array': {
      const item = schema.items ? valueFor(document, schema.items, asText, depth + 1) : wrongType;
      const maxLength = Math.min(schema.maxItems ?? 3, 3);
      const list = fc.array(item, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
      return fc.oneof({ weight: 5, arbitrary: list }, { weight: 1, arbitrary: fc.array(item, { minLength: 101, maxLength: 120 }) }, { weight: 1, arbitrary: wrongType });
    }
    case 'object':
      return depth > 4 ? wrongType : objectFor(document, schema, asText, depth);
    default:
      return fc.oneof(wrongType, hostileText(fc.constant('x')), hostileNumber);
  }
}

/** The schema's properties (the required ones mostly present), sometimes one more the schema does not name. */
function objectFor(document: OpenApiDocument, schema: JsonSchema, asText: boolean, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([, property]) => property.format !== 'binary' && resolved(document, property).items?.format !== 'binary')
      .map(([name, property]) => [name, valueFor(document, property, asText, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((name) => name in properties);
  const record = fc.record(properties, { requiredKeys: required });
  return fc.oneof(
    { weight: 6, arbitrary: record },
    { weight: 1, arbitrary: fc.record(properties, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.tuple(record, hostileText(fc.constant('extra'))).map(([value, extra]) => ({ ...value, [extra]: extra })) },
  );
}

/** A path segment percent-encoded byte by byte, so even text encodeURIComponent refuses goes out. */
function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');
}

function queryString(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, typeof item === 'string' ? item : JSON.stringify(item) ?? '');
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

const FILES = [SAMPLE_FILES.png, SAMPLE_FILES.jpeg, SAMPLE_FILES.pdf, SAMPLE_FILES.text, Buffer.alloc(0)];

/** A multipart body of the fields and files, then maybe cut short or given a broken boundary. */
function multipartBody(document: OpenApiDocument, schema: JsonSchema): fc.Arbitrary<{ contentType: string; body: Buffer }> {
  const fileFields = Object.entries(resolved(document, schema).properties ?? {}).filter(([, property]) => property.items?.format === 'binary');
  const files = fc.array(
    fc.record({
      field: fc.constantFrom(...fileFields.map(([name]) => name), 'unknownField'),
      name: fc.oneof(fc.constantFrom('a.png', 'b.jpg', '문서.pdf', '', '../x.png'), hostileText(fc.constant('f.png'))),
      bytes: fc.constantFrom(...FILES),
    }),
    { maxLength: fileFields.length > 0 ? 3 : 1 },
  );
  return fc
    .record({
      fields: objectFor(document, resolved(document, schema), true, 0),
      files,
      cut: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) }),
      boundary: fc.oneof({ weight: 4, arbitrary: fc.constant('fuzzBoundary7') }, { weight: 1, arbitrary: fc.constantFrom('', 'x'.repeat(80)) }),
    })
    .map(({ fields, files: parts, cut, boundary }) => {
      const chunks: Buffer[] = [];
      for (const [name, value] of Object.entries(fields)) {
        const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
        chunks.push(Buffer.from(`--fuzzBoundary7\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
      }
      for (const part of parts) {
        chunks.push(Buffer.from(`--fuzzBoundary7\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
        chunks.push(part.bytes, Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from('--fuzzBoundary7--\r\n'));
      const whole = Buffer.concat(chunks);
      const contentType = boundary === '' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
      return { contentType, body: whole.subarray(0, Math.floor(whole.length * cut)) };
    });
}

/** A body in the operation's media type, or one broken in the ways a client breaks it. */
function bodyFor(document: OpenApiDocument, operation: Operation): fc.Arbitrary<{ contentType?: string; body?: string | Buffer }> {
  const declared = operation.body;
  const broken = fc.constantFrom(
    { contentType: 'application/json', body: '{' },
    { contentType: 'application/json', body: '{"a":' },
    { contentType: 'application/json', body: '[]' },
    { contentType: 'application/json', body: '"\\ud800"' },
    { contentType: 'application/json', body: 'null' },
    { contentType: 'text/plain', body: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', body: 'a=%ZZ&b' },
    {},
  );
  if (!declared) return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: broken });
  let proper: fc.Arbitrary<{ contentType?: string; body?: string | Buffer }>;
  if (declared.mediaType === 'multipart/form-data') proper = multipartBody(document, declared.schema);
  else if (declared.mediaType === 'application/x-www-form-urlencoded') {
    proper = valueFor(document, declared.schema, true).map((value) => ({
      contentType: declared.mediaType,
      body: typeof value === 'object' && value !== null && !Array.isArray(value) ? queryString(value as Record<string, unknown>).slice(1) : String(value),
    }));
  } else proper = valueFor(document, declared.schema, false).map((value) => ({ contentType: declared.mediaType, body: JSON.stringify(value) }));
  return fc.oneof({ weight: 6, arbitrary: proper }, { weight: 1, arbitrary: broken });
}

const parametersFor = (document: OpenApiDocument, parameters: Operation['pathParams']) =>
  fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, valueFor(document, parameter.schema, true)])), {
    requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });

/** Requests for one operation, as whoever authorization says (a member's Bearer header, or none for a visitor). */
export function requestsFor(document: OpenApiDocument, operation: Operation, authorization: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: parametersFor(document, operation.pathParams),
      query: parametersFor(document, operation.queryParams),
      body: bodyFor(document, operation),
      idempotencyKey: fc.oneof({ weight: 6, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.constantFrom(undefined, 'short', 'fuzz-reused-key-1', 'bad key!') }),
      // Now and then another brand's site code (or none we know): a member's token is of one brand.
      brand: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('onair', 'bellcast', 'mint', 'nova', 'nosuchbrand') }),
    })
    .map(({ path, query, body, idempotencyKey, brand }) => {
      const url = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => pathSegment(path[name] ?? '')) + queryString(query);
      const headers: Record<string, string> = { ...authorization };
      if (body.contentType) headers['content-type'] = body.contentType;
      if (idempotencyKey && operation.headers.some((header) => header.name === 'Idempotency-Key')) headers['idempotency-key'] = idempotencyKey;
      if (brand) headers['x-site-code'] = brand;
      return { operationId: operation.operationId, method: operation.method, url, headers, body: body.body };
    });
}
