// Bank cards (type 1) and USDT addresses (type 2): bound with the pay password, at most MAX_CARDS_PER_KIND of each,
// always answered masked to their last characters.
import type { Deps } from '../../http/deps';
import { conflict, forbidden, notFound, refused } from '../../base/errors';
import { msg } from '../../base/messages';
import { ok, type HandlerMap, type RequestBody } from '../../http/operation';
import { MASK_VISIBLE_CHARS, MAX_CARDS_PER_KIND, USDT_PROTOCOLS } from '../../../core/constants';
import { walletMsg } from './messages';
import { checkPayPassword } from './shared';

export const USDT_BANK = 'USDT';

export interface CardRow {
  id: number;
  user_id: number;
  type: 1 | 2;
  bank: string;
  bank_owner: string;
  bank_no: string;
  bank_address: string;
  created_at: number;
}

/** TRC20 (Tron) addresses are base58 starting with T; ERC20 (Ethereum) ones 0x and 40 hex digits. */
const ADDRESS: Record<string, RegExp> = { TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, ERC20: /^0x[0-9a-fA-F]{40}$/ };

/** "6222020200112233445" → "**** **** **** 3445"; an address → "**** 9xYz". Only the last characters show. */
export function maskNumber(number: string, type: 1 | 2): string {
  const tail = number.slice(-MASK_VISIBLE_CHARS);
  return type === 1 ? `**** **** **** ${tail}` : `**** ${tail}`;
}

const toCardDto = (c: CardRow) => ({
  id: c.id,
  type: c.type,
  bank: c.bank,
  bank_owner: c.bank_owner,
  bank_no: maskNumber(c.bank_no, c.type),
  bank_address: c.bank_address,
  ico: c.type === 2 ? `/files/wallet/usdt-${c.bank_owner.toLowerCase()}.svg` : '/files/wallet/bank.svg',
});

export const listCards = (deps: Deps, userId: number, type: 1 | 2) =>
  deps.db.prepare('SELECT * FROM wallet_cards WHERE user_id = ? AND type = ? ORDER BY id').all(userId, type) as CardRow[];

export const findCard = (deps: Deps, userId: number, id: number) =>
  deps.db.prepare('SELECT * FROM wallet_cards WHERE id = ? AND user_id = ?').get(id, userId) as CardRow | undefined;

type BindBody = Omit<RequestBody<'bindcard'>, 'pay_pass'>;

/** What a card must be, in the form's order; answers the row to store. */
function validCard(deps: Deps, body: BindBody): Pick<CardRow, 'type' | 'bank' | 'bank_owner' | 'bank_no' | 'bank_address'> {
  const bank = body.bank.trim();
  const owner = body.bank_owner.trim();
  const number = body.bank_no.replace(/\s+/g, '');
  if (bank.toUpperCase() === USDT_BANK) {
    const chain = owner.toUpperCase();
    if (!(USDT_PROTOCOLS as readonly string[]).includes(chain)) throw refused(walletMsg.protocolRequired);
    if (!ADDRESS[chain]!.test(number)) throw refused(walletMsg.addressFormat);
    return { type: 2, bank: USDT_BANK, bank_owner: chain, bank_no: number, bank_address: '' };
  }
  if (!owner) throw refused(walletMsg.ownerRequired);
  if (!deps.db.prepare('SELECT 1 FROM wallet_banks WHERE bank_name = ?').get(bank)) throw refused(walletMsg.bankUnknown);
  const branch = body.bank_address?.trim() ?? '';
  if (!branch) throw refused(walletMsg.bankBranchRequired);
  if (!/^\d+$/.test(number)) throw refused(walletMsg.cardDigits);
  return { type: 1, bank, bank_owner: owner, bank_no: number, bank_address: branch };
}

/** Refuses a card the member already has, or a kind they have the most of. */
function checkRoom(deps: Deps, userId: number, card: Pick<CardRow, 'type' | 'bank_no'>): void {
  const mine = listCards(deps, userId, card.type);
  if (mine.some((c) => c.bank_no === card.bank_no)) throw conflict(card.type === 2 ? walletMsg.addressTaken : walletMsg.cardTaken);
  if (mine.length >= MAX_CARDS_PER_KIND) {
    throw refused(card.type === 2 ? walletMsg.usdtLimit(MAX_CARDS_PER_KIND) : walletMsg.bankCardLimit(MAX_CARDS_PER_KIND));
  }
}

/** Stores a checked card unless the member already has it or is at the limit (one transaction: never a sixth). */
export function bindCard(deps: Deps, userId: number, body: BindBody): CardRow {
  const card = validCard(deps, body);
  return deps.db.transaction(() => {
    checkRoom(deps, userId, card);
    const id = deps.db
      .prepare('INSERT INTO wallet_cards (user_id, type, bank, bank_owner, bank_no, bank_address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(userId, card.type, card.bank, card.bank_owner, card.bank_no, card.bank_address, deps.clock.now().getTime()).lastInsertRowid;
    return findCard(deps, userId, Number(id))!;
  }).immediate();
}

export const cardHandlers = {
  banklist: {
    auth: 'member',
    run: ({ deps }) => ok(deps.db.prepare('SELECT id, bank_name FROM wallet_banks ORDER BY sort, id').all() as { id: number; bank_name: string }[]),
  },

  getcard: { auth: 'member', run: ({ member, body, deps }) => ok(listCards(deps, member.id, body.type).map(toCardDto)) },

  bindcard: {
    auth: 'member',
    run: async ({ member, body, deps }) => {
      if (member.is_guest === 1) throw forbidden(msg.guestReadOnly);
      // A malformed card, or one with no room, is refused before the password is tried; bindCard checks again after.
      checkRoom(deps, member.id, validCard(deps, body));
      await checkPayPassword(deps, member, body.pay_pass);
      bindCard(deps, member.id, body);
      return ok(null, walletMsg.bound);
    },
  },

  delcard: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      if (member.is_guest === 1) throw forbidden(msg.guestReadOnly);
      const removed = deps.db.prepare('DELETE FROM wallet_cards WHERE id = ? AND user_id = ?').run(body.id, member.id).changes;
      if (!removed) throw notFound(walletMsg.cardUnknown);
      return ok(null, walletMsg.unbound);
    },
  },
} satisfies HandlerMap;
