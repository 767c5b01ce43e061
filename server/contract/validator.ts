// Validates requests (and, in tests, responses) against the contract's schemas, with messages a player can read.
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { badRequest } from '../base/errors';
import { msg } from '../base/messages';
import type { Contract, ContractOperation, JsonSchema } from './load';

const LOCAL_REF = '#/components/schemas/';

/** Points the contract's component refs at the one schema ajv holds them in. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_REF)
        ? [key, `api#/definitions/${value.slice(LOCAL_REF.length)}`]
        : [key, rewriteRefs(value)],
    ),
  );
}

/**
 * Liberal on input: a field's `x-accept-maxLength` is the longer value the server takes from other clients (the
 * legacy client's inputs allow 32 characters) while our own forms keep the spec's `maxLength`.
 */
function acceptedBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(acceptedBounds);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, acceptedBounds(value)]));
  const accepted = out['x-accept-maxLength'];
  if (typeof accepted === 'number') out.maxLength = accepted;
  return out;
}

function makeAjv(contract: Contract, options: Options, input: boolean): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, ...options });
  const schemas = input ? acceptedBounds(contract.schemas) : contract.schemas;
  ajv.addSchema({ $id: 'api', definitions: rewriteRefs(schemas) as JsonSchema });
  return ajv;
}

export class ContractValidator {
  private readonly bodyAjv: Ajv;
  private readonly queryAjv: Ajv;
  private readonly responseAjv: Ajv;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly contract: Contract) {
    this.bodyAjv = makeAjv(contract, { removeAdditional: 'all', useDefaults: true }, true);
    this.queryAjv = makeAjv(contract, { removeAdditional: 'all', useDefaults: true, coerceTypes: true }, true);
    this.responseAjv = makeAjv(contract, {}, false);
  }

  private compiled(key: string, ajv: Ajv, schema: JsonSchema): ValidateFunction {
    let fn = this.cache.get(key);
    if (!fn) {
      fn = ajv.compile(rewriteRefs(ajv === this.responseAjv ? schema : acceptedBounds(schema)) as JsonSchema);
      this.cache.set(key, fn);
    }
    return fn;
  }

  /** The body as the handler may trust it (unknown fields dropped, defaults filled), or a 400 ApiError. */
  body(op: ContractOperation, body: unknown): unknown {
    if (!op.body) return {};
    const data = body === undefined ? {} : body;
    const validate = this.compiled(`body:${op.operationId}`, this.bodyAjv, op.body.schema);
    if (!validate(data)) throw badRequest(this.explain(op.body.schema, validate.errors));
    return data;
  }

  query(op: ContractOperation, query: unknown): unknown {
    if (!op.query) return {};
    const data = { ...(query as object) };
    const validate = this.compiled(`query:${op.operationId}`, this.queryAjv, op.query);
    if (!validate(data)) throw badRequest(this.explain(op.query, validate.errors));
    return data;
  }

  /** Validates any JSON against an arbitrary schema with the same messages (the admin API uses it). */
  check(key: string, schema: JsonSchema, data: unknown): void {
    const validate = this.compiled(`check:${key}`, this.bodyAjv, schema);
    if (!validate(data)) throw badRequest(this.explain(schema, validate.errors));
  }

  /** Null when `body` is what the contract promises for this operation and HTTP status, else the first error. */
  responseError(operationId: string, status: number, body: unknown): string | null {
    const schema: JsonSchema =
      status === 200 ? this.okResponseSchema(operationId) : { $ref: `${LOCAL_REF}ErrorEnvelope` };
    const validate = this.compiled(`response:${operationId}:${status === 200}`, this.responseAjv, schema);
    if (validate(body)) return null;
    const e = validate.errors?.[0];
    return `${e?.instancePath || '/'} ${e?.message ?? 'invalid'}`;
  }

  private okResponseSchema(operationId: string): JsonSchema {
    const schema = this.contract.okResponses.get(operationId);
    if (!schema) throw new Error(`no 200 response in the contract for ${operationId}`);
    return schema;
  }

  /**
   * One message for the first field in the schema's own order that is wrong (so a form's fields are checked top
   * down): the field's x-message from the contract, else a generic one naming the field.
   */
  private explain(root: JsonSchema, errors: ErrorObject[] | null | undefined): string {
    const order = Object.keys((this.deref(root)?.properties as object | undefined) ?? {});
    const rank = (e: ErrorObject) => {
      const field = e.keyword === 'required' && !e.instancePath ? String(e.params.missingProperty) : e.instancePath.split('/')[1];
      const index = field === undefined ? -1 : order.indexOf(field);
      return index === -1 ? (field === undefined ? -1 : order.length) : index;
    };
    const error = [...(errors ?? [])].sort((a, b) => rank(a) - rank(b))[0];
    if (!error) return msg.badBody;
    const segments = error.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    if (segments.length === 0) return msg.badBody;
    const message = this.fieldMessage(root, segments);
    if (message) return message;
    const field = segments.join('.');
    return error.keyword === 'required' ? msg.missingField(field) : msg.badField(field);
  }

  /** The x-message of the deepest schema along the path that has one. */
  private fieldMessage(root: JsonSchema, segments: string[]): string | undefined {
    let node: JsonSchema | undefined = root;
    let found: string | undefined;
    for (const segment of segments) {
      node = this.deref(node);
      if (!node) break;
      node = (node.type === 'array' ? node.items : (node.properties as Record<string, JsonSchema> | undefined)?.[segment]) as
        | JsonSchema
        | undefined;
      if (!node) break;
      const own = node['x-message'] ?? this.deref(node)?.['x-message'];
      if (typeof own === 'string') found = own;
    }
    return found;
  }

  private deref(node: JsonSchema | undefined): JsonSchema | undefined {
    const ref = node?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith(LOCAL_REF)) return node;
    return this.contract.schemas[ref.slice(LOCAL_REF.length)];
  }
}
