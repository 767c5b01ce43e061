// Reads openapi.yaml once: the operations the server serves and the schemas it validates against.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT_DIR } from '../base/config';

export type JsonSchema = Record<string, unknown>;

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  /** `security: []` in the contract: no token needed. */
  isPublic: boolean;
  body?: { schema: JsonSchema; required: boolean; multipart: boolean };
  /** Query parameters as one object schema. */
  query?: JsonSchema;
}

export interface Contract {
  schemas: Record<string, JsonSchema>;
  /** The app's calls, each answered by a back end's API (and spoken by every dialect). */
  operations: ContractOperation[];
  /**
   * The field reports' calls (`x-field-reports`): served by the collector (server/features/telemetry), never by a
   * back end's API, never sent through the API client; mounted by the collector itself.
   */
  fieldReports: ContractOperation[];
  byId: Map<string, ContractOperation>;
  /** The schema of each operation's 200 answer (the whole envelope). */
  okResponses: Map<string, JsonSchema>;
}

interface RawOperation {
  operationId: string;
  'x-field-reports'?: boolean;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: RawRequestBody | { $ref: string };
  responses: Record<string, RawResponse | { $ref: string }>;
}
interface RawResponse {
  content?: Record<string, { schema: JsonSchema }>;
}
interface RawRequestBody {
  required?: boolean;
  content: Record<string, { schema: JsonSchema }>;
}
interface RawDoc {
  paths: Record<string, Record<string, RawOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    requestBodies: Record<string, RawRequestBody>;
    responses: Record<string, RawResponse>;
  };
}

function requestBodyOf(doc: RawDoc, raw: RawOperation['requestBody']): ContractOperation['body'] {
  if (!raw) return undefined;
  const body = '$ref' in raw ? doc.components.requestBodies[raw.$ref.split('/').pop()!]! : raw;
  const multipart = body.content['multipart/form-data'];
  const json = body.content['application/json'];
  const media = multipart ?? json;
  if (!media) throw new Error('a request body without a JSON or multipart schema');
  return { schema: media.schema, required: body.required ?? false, multipart: Boolean(multipart) };
}

export function loadContract(file = path.join(ROOT_DIR, 'openapi.yaml')): Contract {
  const doc = parse(readFileSync(file, 'utf8')) as RawDoc;
  const operations: ContractOperation[] = [];
  const fieldReports: ContractOperation[] = [];
  const okResponses = new Map<string, JsonSchema>();
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const ok = op.responses['200'];
      const okResponse = ok && '$ref' in ok ? doc.components.responses[ok.$ref.split('/').pop()!] : ok;
      const okSchema = okResponse?.content?.['application/json']?.schema;
      if (okSchema) okResponses.set(op.operationId, okSchema);
      const params = (op.parameters ?? []).filter((p) => p.in === 'query');
      (op['x-field-reports'] ? fieldReports : operations).push({
        operationId: op.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path: route,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        body: requestBodyOf(doc, op.requestBody),
        query: params.length
          ? {
              type: 'object',
              properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
              required: params.filter((p) => p.required).map((p) => p.name),
            }
          : undefined,
      });
    }
  }
  return {
    schemas: doc.components.schemas,
    operations,
    fieldReports,
    byId: new Map([...operations, ...fieldReports].map((o) => [o.operationId, o])),
    okResponses,
  };
}
