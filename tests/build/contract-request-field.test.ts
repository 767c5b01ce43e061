// A field renamed in openapi.yaml, and the fixes a hurried developer makes on the Laravel side: the wrong ones fail the
// typecheck there, the right one passes. The Laravel dialect is typed on both ends (its own contract,
// src/api/wire/laravel/openapi.yaml, on the other), so a field Laravel takes or sends under its old name cannot be
// mapped away by renaming it. Each case compiles one dialect file and what it imports, with the copy's types read in
// place of src/api/schema.d.ts and the fix in place of the file: nothing is written to the tree.
import { describe, expect, it } from 'vitest';
import { LaravelContract } from '../shared/laravelContract';
import { CONTROLLER_REQUIRES } from '../fixtures/laravel/rules';
import { committed, committedContract, compilerOf, renamedInSchema, typesOf } from './support';

const REQUESTS = 'src/api/wire/laravel/requests.ts';
const CARDS = 'src/api/wire/laravel/cards.ts';
const LARAVEL_CONTRACT = 'src/api/wire/laravel/openapi.yaml';
const LARAVEL_TYPES = 'src/api/wire/laravel/schema.d.ts';
const errorsIn = { [REQUESTS]: compilerOf(REQUESTS), [CARDS]: compilerOf(CARDS) };

const generated = new Map<string, Promise<string>>();
/** openapi.yaml with a field renamed in one schema, as types (generated once). */
function renamed(schema: string, field: string, to: string): Promise<string> {
  const contract = renamedInSchema(committedContract(), schema, field, to);
  if (!contract) throw new Error(`openapi.yaml's ${schema} has no ${field}`);
  if (!generated.has(contract)) generated.set(contract, typesOf(contract));
  return generated.get(contract)!;
}
let committedTypesOnce: Promise<string> | undefined;
const committedTypes = () => (committedTypesOnce ??= typesOf(committedContract()));

/** A file's text with `from` replaced by `to` (each must be there), the way a fix is typed in. */
function edited(file: string, changes: [from: string | RegExp, to: string][], text = committed(file)) {
  return changes.reduce((out, [from, to]) => {
    if (!(typeof from === 'string' ? out.includes(from) : from.test(out))) throw new Error(`${file} no longer has ${String(from)}`);
    return out.replace(from, to);
  }, text);
}

const mentions = (errors: string[], field: string) => errors.some((e) => e.includes(`'${field}'`) || e.includes(`"${field}"`) || e.includes(` ${field}`));

describe('a request field renamed in openapi.yaml (BindCardRequest bank_no → card_no)', { timeout: 180_000 }, () => {
  const BIND = "'POST /api/bindcard': AS_IS,";

  it('the committed contracts typecheck', async () => {
    expect(errorsIn[REQUESTS](await committedTypes())).toEqual([]);
  });

  it('left alone, the Laravel side fails the typecheck, naming bank_no', async () => {
    const errors = errorsIn[REQUESTS](await renamed('BindCardRequest', 'bank_no', 'card_no'));
    expect(mentions(errors, 'bank_no'), errors.join('\n')).toBe(true);
  });

  it('the simplest wrong fixes fail it: the body passed on, or bank_no renamed card_no across the dialect', async () => {
    const types = await renamed('BindCardRequest', 'bank_no', 'card_no');
    const passedOn = edited(REQUESTS, [[BIND, "'POST /api/bindcard': (body) => body,"]]);
    expect(errorsIn[REQUESTS](types, { [REQUESTS]: passedOn })).not.toEqual([]);
    const renamedAcross = { [REQUESTS]: passedOn, [CARDS]: committed(CARDS).replaceAll('bank_no', 'card_no') };
    expect(errorsIn[REQUESTS](types, renamedAcross)).not.toEqual([]);
    expect(errorsIn[CARDS](types, renamedAcross)).not.toEqual([]);
  });

  it('renaming it in the Laravel contract instead is refused by its controllers\' witness', () => {
    const lied = renamedInSchema(committed(LARAVEL_CONTRACT), 'BindCardRequest', 'bank_no', 'card_no');
    const required = new LaravelContract(lied).requiredInRequest('POST /api/bindcard');
    expect(required).toContain('card_no');
    expect(CONTROLLER_REQUIRES['POST /api/bindcard']?.fields).not.toContain('card_no');
  });

  it('an encoder giving Laravel its own name passes', async () => {
    const fix = edited(REQUESTS, [[BIND, "'POST /api/bindcard': ({ card_no, ...body }) => ({ ...body, bank_no: card_no }),"]]);
    expect(errorsIn[REQUESTS](await renamed('BindCardRequest', 'bank_no', 'card_no'), { [REQUESTS]: fix })).toEqual([]);
  });
});

describe('an answer field renamed in openapi.yaml (Card bank_no → card_no)', { timeout: 180_000 }, () => {
  /** The card reader: from its declaration to the next one. */
  const cardReader = /const cards = [\s\S]*?\n\);\n/;
  const inCardReader = (change: (reader: string) => string) => {
    const text = committed(CARDS);
    const reader = cardReader.exec(text)?.[0];
    if (!reader) throw new Error(`${CARDS} no longer has its card reader (const cards = …);`);
    return text.replace(reader, change(reader));
  };

  it('the committed contracts typecheck', async () => {
    expect(errorsIn[CARDS](await committedTypes())).toEqual([]);
  });

  it('left alone, the card decoder fails the typecheck, naming card_no', async () => {
    const errors = errorsIn[CARDS](await renamed('Card', 'bank_no', 'card_no'));
    expect(mentions(errors, 'card_no'), errors.join('\n')).toBe(true);
  });

  it('the simplest wrong fix fails it: the decoder reads card_no from Laravel\'s answer', async () => {
    const readsCardNo = inCardReader((reader) => reader.replaceAll('bank_no', 'card_no'));
    const errors = errorsIn[CARDS](await renamed('Card', 'bank_no', 'card_no'), { [CARDS]: readsCardNo });
    expect(errors.some((e) => e.includes("the Laravel contract's answer has no field card_no")), errors.join('\n')).toBe(true);
  });

  it('giving the screens card_no from Laravel\'s bank_no passes', async () => {
    const fix = inCardReader((reader) => edited(CARDS, [['bank_no: masked(', 'card_no: masked(']], reader).replace('({ bank_not, ...card })', '({ bank_not, bank_no, ...card })').replace('bank_not || card.bank_no', 'bank_not || bank_no'));
    expect(errorsIn[CARDS](await renamed('Card', 'bank_no', 'card_no'), { [CARDS]: fix })).toEqual([]);
  });
});

describe('the Laravel contract changed under the dialect (UserCard bank_not → tail)', { timeout: 180_000 }, () => {
  it('fails the typecheck where the decoder reads it', async () => {
    const changed = renamedInSchema(committed(LARAVEL_CONTRACT), 'UserCard', 'bank_not', 'tail');
    const errors = errorsIn[CARDS](await committedTypes(), { [LARAVEL_TYPES]: await typesOf(changed!) });
    expect(errors.some((e) => e.includes('bank_not')), errors.join('\n')).toBe(true);
  });
});
