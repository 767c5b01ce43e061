// A field renamed in openapi.yaml, and the fixes a hurried developer makes on the Laravel side: the wrong ones fail the
// typecheck there, the right one passes. The Laravel dialect is typed on both ends (its own contract,
// src/api/wire/laravel/openapi.yaml, on the other), so a field Laravel takes or sends under its old name cannot be
// mapped away by renaming it. The fields are picked from the contracts and the dialect as they are (a request field
// Laravel requires of a call sent as it is; a field of the card Laravel's card reader copies by name), so a real
// rename of one leaves the test another. Each case compiles one dialect file and what it imports, with the copy's
// types read in place of core/schema.d.ts and the fix in place of the file: nothing is written to the tree.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTROLLER_REQUIRES } from '../fixtures/laravel/rules';
import { LaravelContract } from '../shared/laravelContract';
import { committed, committedContract, compilerOf, renamedInSchema, typesOf } from './support';

const REQUESTS = 'src/api/wire/laravel/requests.ts';
const CARDS = 'src/api/wire/laravel/cards.ts';
const DIALECT = ['content', 'games', 'promotions', 'records', 'requests', 'session', 'wallet', 'cards'].map((name) => `src/api/wire/laravel/${name}.ts`);
const LARAVEL_CONTRACT = 'src/api/wire/laravel/openapi.yaml';
const LARAVEL_TYPES = 'src/api/wire/laravel/schema.d.ts';
const errorsIn = { [REQUESTS]: compilerOf(REQUESTS), [CARDS]: compilerOf(CARDS) };

const reference = parse(committedContract()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>> };
const laravel = new LaravelContract();
const renamedTo = (field: string) => `${field}_renamed`;

/** A call sent 'as is' whose Laravel request requires a field the reference request schema names the same way. */
const request = (() => {
  for (const [, key] of committed(REQUESTS).matchAll(/'(POST [^']+)': AS_IS,/g)) {
    const ref = reference.paths[key!.split(' ')[1]!]?.post?.requestBody?.content['application/json']?.schema.$ref;
    const schema = ref?.split('/').pop();
    const field = laravel.requiredInRequest(key!).find((name) => schema && renamedInSchema(committedContract(), schema, name, renamedTo(name)));
    if (schema && field) return { key: key!, schema, field, to: renamedTo(field) };
  }
  throw new Error(`${REQUESTS} sends no call as it is that Laravel requires a field of`);
})();

/** The card reader of cards.ts: from its declaration to the next one; a field of the card it reads by name. */
const CARD_READER = /const cards = [\s\S]*?\n\);\n/;
const card = (() => {
  const reader = CARD_READER.exec(committed(CARDS))?.[0] ?? '';
  const field = ['bank', 'bank_owner', 'bank_address', 'ico', 'bank_no'].find((name) => reader.includes(`${name}: text(`) && renamedInSchema(committedContract(), 'Card', name, renamedTo(name)));
  if (!field) throw new Error(`${CARDS} has no card reader (const cards = …) naming a field of the contract's Card`);
  return { field, to: renamedTo(field), reader };
})();

const generated = new Map<string, Promise<string>>();
/** The contract's types, with a field renamed in one schema or as committed (each generated once). */
function typesWith(schema?: string, field?: string, to?: string): Promise<string> {
  const contract = schema ? renamedInSchema(committedContract(), schema, field!, to!)! : committedContract();
  if (!generated.has(contract)) generated.set(contract, typesOf(contract));
  return generated.get(contract)!;
}

/** A file's text with `from` replaced by `to` (it must be there), the way a fix is typed in. */
function edited(file: string, from: string, to: string) {
  const text = committed(file);
  if (!text.includes(from)) throw new Error(`${file} no longer has ${from}`);
  return text.replace(from, to);
}

const mentions = (errors: string[], field: string) => errors.some((e) => e.includes(`'${field}'`) || e.includes(`"${field}"`) || e.includes(` ${field}`));

describe(`a request field renamed in openapi.yaml (${request.schema} ${request.field} → ${request.to}, ${request.key})`, { timeout: 180_000 }, () => {
  const AS_IS = `'${request.key}': AS_IS,`;
  const renamed = () => typesWith(request.schema, request.field, request.to);

  it('the committed contracts typecheck', async () => {
    expect(errorsIn[REQUESTS](await typesWith())).toEqual([]);
  });

  it(`left alone, the Laravel side fails the typecheck, naming ${request.field}`, async () => {
    const errors = errorsIn[REQUESTS](await renamed());
    expect(mentions(errors, request.field), errors.join('\n')).toBe(true);
  });

  it('the simplest wrong fixes fail it: the body passed on, or the field renamed across the dialect', async () => {
    const passedOn = edited(REQUESTS, AS_IS, `'${request.key}': (body) => body,`);
    expect(errorsIn[REQUESTS](await renamed(), { [REQUESTS]: passedOn })).not.toEqual([]);
    const word = new RegExp(`\\b${request.field}\\b`, 'g');
    const across = Object.fromEntries(DIALECT.map((file) => [file, (file === REQUESTS ? passedOn : committed(file)).replace(word, request.to)]));
    expect(errorsIn[REQUESTS](await renamed(), across)).not.toEqual([]);
  });

  it('renaming it in the Laravel contract instead is refused by its controllers\' witness', () => {
    const lied = renamedInSchema(committed(LARAVEL_CONTRACT), laravel.requestSchemaName(request.key)!, request.field, request.to);
    expect(new LaravelContract(lied).requiredInRequest(request.key)).toContain(request.to);
    expect(CONTROLLER_REQUIRES[request.key as keyof typeof CONTROLLER_REQUIRES]?.fields).not.toContain(request.to);
  });

  it('an encoder giving Laravel its own name passes', async () => {
    const fix = edited(REQUESTS, AS_IS, `'${request.key}': ({ ${request.to}: value, ...body }) => ({ ...body, ${request.field}: value }),`);
    expect(errorsIn[REQUESTS](await renamed(), { [REQUESTS]: fix })).toEqual([]);
  });
});

describe(`an answer field renamed in openapi.yaml (Card ${card.field} → ${card.to})`, { timeout: 180_000 }, () => {
  const renamed = () => typesWith('Card', card.field, card.to);

  it('the committed contracts typecheck', async () => {
    expect(errorsIn[CARDS](await typesWith())).toEqual([]);
  });

  it(`left alone, the card decoder fails the typecheck, naming ${card.to}`, async () => {
    const errors = errorsIn[CARDS](await renamed());
    expect(mentions(errors, card.to), errors.join('\n')).toBe(true);
  });

  it(`the simplest wrong fix fails it: the decoder reads ${card.to} from Laravel's answer`, async () => {
    const readsNew = edited(CARDS, card.reader, card.reader.replace(`${card.field}: text(`, `${card.to}: text(`));
    const errors = errorsIn[CARDS](await renamed(), { [CARDS]: readsNew });
    expect(errors.some((e) => e.includes(`the Laravel contract's answer has no field ${card.to}`)), errors.join('\n')).toBe(true);
  });

  it(`giving the screens ${card.to} from Laravel's ${card.field} passes`, async () => {
    const fix = edited(CARDS, "'POST /api/getcard': cards,", `'POST /api/getcard': map(cards, (rows) => rows.map(({ ${card.field}: value, ...row }) => ({ ...row, ${card.to}: value }))),`);
    expect(errorsIn[CARDS](await renamed(), { [CARDS]: fix })).toEqual([]);
  });
});

describe('the Laravel contract changed under the dialect (UserCard bank_not → tail)', { timeout: 180_000 }, () => {
  it('fails the typecheck where the decoder reads it', async () => {
    const changed = renamedInSchema(committed(LARAVEL_CONTRACT), 'UserCard', 'bank_not', 'tail');
    const errors = errorsIn[CARDS](await typesWith(), { [LARAVEL_TYPES]: await typesOf(changed!) });
    expect(errors.some((e) => e.includes('bank_not')), errors.join('\n')).toBe(true);
  });
});
