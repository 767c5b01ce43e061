// Liberal on input, strict on output: before a request is validated against the contract, what real clients send in
// a looser form is put in the contract's form. Amounts (MoneyInput) as numbers, numeric strings for integers, '' for an optional
// field that can't be empty, platform_name for gamecode, a game category name for game_type, a mobile number with a
// 0 / 86 / +86 / 17951 prefix (as the legacy Vue client's forms allow). Anything still wrong gets the contract's
// clear message from the validator; nothing here can make a handler see what the contract does not promise.
import type { FastifyInstance } from 'fastify';
import type { Contract, ContractOperation, JsonSchema } from './load';

const LOCAL_REF = '#/components/schemas/';
const GAME_CATEGORIES = new Set(['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing', 'live', 'slot', 'fish', 'chess', 'esport']);

/** Another name a real client sends a field under, per operation. */
const ALIASES: Record<string, Record<string, string>> = {
  gamelistBycode: { platform_name: 'gamecode' },
};

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => !!value && typeof value === 'object' && !Array.isArray(value);

function deref(contract: Contract, schema: JsonSchema | undefined): JsonSchema | undefined {
  const ref = schema?.$ref;
  if (typeof ref === 'string' && ref.startsWith(LOCAL_REF)) return deref(contract, contract.schemas[ref.slice(LOCAL_REF.length)]);
  return schema;
}

function isInteger(schema: JsonSchema): boolean {
  if (schema.type === 'integer') return true;
  return Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every((v) => Number.isInteger(v));
}

/** Whether '' is a valid value of this string schema (an optional mobile may be cleared with '', say). */
function acceptsEmpty(schema: JsonSchema): boolean {
  if (schema.type !== 'string') return false;
  if (Array.isArray(schema.enum)) return schema.enum.includes('');
  if (typeof schema.minLength === 'number' && schema.minLength > 0) return false;
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern).test('');
}

const MOBILE_PREFIX = /^(?:\+?86|0|17951)(?=1\d{10}$)/;

/** Amounts are the contract's MoneyInput: the one string field a number is read into (other fields stay typed). */
const isAmount = (schema: JsonSchema | undefined) => schema?.$ref === `${LOCAL_REF}MoneyInput`;

function normaliseField(name: string, value: unknown, schema: JsonSchema, amount: boolean): { keep: boolean; value: unknown } {
  if (value === '' && !acceptsEmpty(schema)) return { keep: false, value };
  if (isInteger(schema) && typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return { keep: true, value: Number(value) };
  if (amount && typeof value === 'number' && Number.isFinite(value)) return { keep: true, value: String(value) };
  if (schema.type === 'string' && typeof value === 'string' && typeof schema.pattern === 'string') {
    const trimmed = value.trim();
    return { keep: true, value: name === 'mobile' ? trimmed.replace(MOBILE_PREFIX, '') : trimmed };
  }
  return { keep: true, value };
}

/** A request's fields in the contract's form where only the form differs; everything else left for the validator. */
export function liberalFields(contract: Contract, op: ContractOperation, schema: JsonSchema | undefined, input: unknown): unknown {
  const root = deref(contract, schema);
  if (!root || !isFields(input)) return input;
  const properties = (root.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((root.required as string[] | undefined) ?? []);
  const fields: Fields = { ...input };
  for (const [alias, name] of Object.entries(ALIASES[op.operationId] ?? {})) {
    if (fields[name] === undefined && fields[alias] !== undefined) fields[name] = fields[alias];
    delete fields[alias];
  }
  const out: Fields = {};
  for (const [name, value] of Object.entries(fields)) {
    const property = deref(contract, properties[name]);
    if (!property) {
      out[name] = value; // unknown: the validator drops it
      continue;
    }
    const normalised = normaliseField(name, value, property, isAmount(properties[name]));
    if (normalised.keep || required.has(name)) out[name] = normalised.value;
  }
  return fixups(op.operationId, out);
}

/** What one operation's real clients send differently. */
function fixups(operationId: string, fields: Fields): Fields {
  if (operationId === 'gamelistBycode' && typeof fields.gamecode === 'string') return { ...fields, gamecode: fields.gamecode.toLowerCase() };
  // The legacy client sends the hall's category name (or 1-7) as game_type; our server knows each platform's category.
  if (operationId === 'getGameUrl' && typeof fields.game_type === 'string' && GAME_CATEGORIES.has(fields.game_type.toLowerCase())) {
    return { ...fields, game_type: 0 };
  }
  return fields;
}

/** Runs every contract operation's body and query through liberalFields before its handler validates them. */
export function registerLiberalInput(app: FastifyInstance, contract: Contract): void {
  const byRoute = new Map(contract.operations.map((op) => [`${op.method} ${op.path}`, op]));
  app.addHook('preHandler', async (request) => {
    const op = byRoute.get(`${request.method} ${request.routeOptions.url}`);
    if (!op) return;
    if (op.body && !op.body.multipart) request.body = liberalFields(contract, op, op.body.schema, request.body);
    if (op.query) request.query = liberalFields(contract, op, op.query, request.query);
  });
}
