// The Laravel contract (src/api/wire/laravel/openapi.yaml) at test time: answers and requests validated against it
// (ajv; the app carries no validator, only the types), and the fields it declares in an answer, for the tests that
// take one away. The dialect's types come from the same file (`npm run gen:api`).
import { Ajv, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Schema = Record<string, unknown> & { $ref?: string };
interface Media {
  schema: Schema;
}
interface Response {
  $ref?: string;
  content?: Record<string, Media>;
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  responses: Record<string, Response>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
}

export const LARAVEL_CONTRACT = path.resolve(import.meta.dirname, '../../src/api/wire/laravel/openapi.yaml');
const LOCAL = '#/components/';

/** A declared field of an answer's data: its path as the dialect's drift names it ("data[].amount") and its place. */
export interface DeclaredField {
  path: string;
  /** Keys and indexes from the answer's data down to the field's object, then the field's name. */
  at: (string | number)[];
}

export class LaravelContract {
  private readonly doc: Doc;
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(text = readFileSync(LARAVEL_CONTRACT, 'utf8')) {
    this.doc = parse(text) as Doc;
    this.ajv.addSchema({ $id: 'laravel', components: rewrite(this.doc.components) } as Schema);
  }

  /** Every operation, as "METHOD /path". */
  operations(): string[] {
    return Object.entries(this.doc.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`));
  }

  /** Whether the front end makes the call (the contract keeps a few others whose answers were captured). */
  calledByFrontEnd(key: string): boolean {
    return (this.operation(key) as { 'x-called-by-front-end'?: boolean })['x-called-by-front-end'] !== false;
  }

  /** The schema an answer of this status and media type must follow, or undefined where the contract has none. */
  answerSchema(key: string, status: number, media: string): Schema | undefined {
    let response = this.operation(key).responses[String(status)];
    if (response?.$ref) response = this.doc.components.responses[response.$ref.split('/').pop()!];
    return response?.content?.[media]?.schema;
  }

  /** Null when the answer is one the contract declares for this call, else the first problem. */
  answerProblem(key: string, body: unknown, status = 200, media = 'application/json'): string | null {
    const schema = this.answerSchema(key, status, media);
    if (!schema) return `${key}: the contract declares no ${status} ${media} answer`;
    return this.problem(`answer ${key} ${status} ${media}`, schema, body);
  }

  /** The request schema of a call: its JSON body's, or a GET's query as an object. */
  requestSchema(key: string): Schema | undefined {
    const op = this.operation(key);
    const body = op.requestBody?.content['application/json']?.schema;
    if (body) return this.resolve(body);
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    if (!query.length) return undefined;
    return { type: 'object', properties: Object.fromEntries(query.map((p) => [p.name, p.schema])), required: query.filter((p) => p.required).map((p) => p.name) };
  }

  /** The name of a call's request body schema (its components/schemas entry). */
  requestSchemaName(key: string): string | undefined {
    return this.operation(key).requestBody?.content['application/json']?.schema.$ref?.split('/').pop();
  }

  /** Null when Laravel takes the request as it is, else the first problem. */
  requestProblem(key: string, request: unknown): string | null {
    const schema = this.requestSchema(key);
    return schema ? this.problem(`request ${key}`, schema, request) : null;
  }

  /** The fields a call's request must carry (its controller's `required`, or a read without default). */
  requiredInRequest(key: string): string[] {
    return (this.requestSchema(key)?.required as string[] | undefined) ?? [];
  }

  /** The fields the contract says are always there in this success answer's data, where the answer has them. */
  declaredFields(key: string, body: { data?: unknown }): DeclaredField[] {
    const success = (this.resolve(this.answerSchema(key, 200, 'application/json')!).anyOf as Schema[] | undefined)?.[0];
    const dataSchema = (success?.properties as Record<string, Schema> | undefined)?.data;
    return dataSchema ? this.walk(dataSchema, body.data, '', []) : [];
  }

  private walk(node: Schema, value: unknown, at: string, steps: (string | number)[]): DeclaredField[] {
    const schema = this.resolve(node);
    if (Array.isArray(schema.allOf)) return (schema.allOf as Schema[]).flatMap((part) => this.walk(part, value, at, steps));
    const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (options) {
      const fitting = options.find((option) => this.problem(`fit ${JSON.stringify(option)}`, option, value) === null);
      return fitting ? this.walk(fitting, value, at, steps) : [];
    }
    if (Array.isArray(value) && schema.items) {
      return value.length ? this.walk(schema.items as Schema, value[0], `${at}[]`, [...steps, 0]) : [];
    }
    if (!value || typeof value !== 'object' || !schema.properties) return [];
    const properties = schema.properties as Record<string, Schema>;
    const record = value as Record<string, unknown>;
    return ((schema.required as string[] | undefined) ?? [])
      .filter((name) => Object.hasOwn(record, name))
      .flatMap((name) => {
        const path = at ? `${at}.${name}` : name;
        const here: DeclaredField = { path, at: [...steps, name] };
        return [here, ...this.walk(properties[name]!, record[name], path, [...steps, name])];
      });
  }

  private operation(key: string): Operation {
    const [method, route] = key.split(' ') as [string, string];
    const op = this.doc.paths[route]?.[method.toLowerCase()];
    if (!op) throw new Error(`the Laravel contract has no ${key}`);
    return op;
  }

  private resolve(schema: Schema): Schema {
    return schema.$ref?.startsWith(LOCAL) ? this.resolve(this.doc.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
  }

  private problem(name: string, schema: Schema, value: unknown): string | null {
    let validate = this.compiled.get(name);
    if (!validate) {
      validate = this.ajv.compile(rewrite(schema) as Schema);
      this.compiled.set(name, validate);
    }
    if (validate(value)) return null;
    const error = validate.errors?.[0];
    return `${error?.instancePath || '/'} ${error?.message ?? 'invalid'}${error?.params ? ` ${JSON.stringify(error.params)}` : ''}`;
  }
}

/** Points the contract's local refs at the one schema ajv holds its components in. */
function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL) ? `laravel${value}` : rewrite(value)]),
  );
}

/** A copy of a body with one declared field taken away. */
export function without<T>(body: T, field: DeclaredField): T {
  const copy = structuredClone(body) as { data: unknown };
  let node = copy.data as Record<string | number, unknown>;
  for (const step of field.at.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  delete node[field.at.at(-1)!];
  return copy as T;
}
