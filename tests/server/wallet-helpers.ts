// Steps the wallet's server tests share: members with money, cards, deposits approved, withdrawals.
import { placeBet, settleBet } from '../../server/bets';
import { central } from '../../server/ledger/ledger';
import type { TestServer } from './harness';

export const PAY = 'secret123'; // the harness registers members with this login and pay password

export const TRC20_ADDRESS = 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn';
export const ERC20_ADDRESS = '0x5a60e97ed1c3651c9f57953ffb1685bfbe2a47f6';

let counter = 0;
/** A fresh member with `yuan` in the central wallet (credited by the admin API: no turnover owed). */
export async function member(server: TestServer, yuan = 0, prefix = 'wal') {
  const name = `${prefix}${String(counter++).padStart(5, '0')}`.slice(0, 16);
  const token = await server.register(name);
  if (yuan) await server.admin('/admin/credit', { username: name, amount: String(yuan) });
  const id = server.deps.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(name) as number;
  return { name, token, id };
}

export const userIdOf = (server: TestServer, name: string) => server.deps.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(name) as number;

export async function bindBank(server: TestServer, token: string, bank_no = '6222020200112233445') {
  const answer = await server.api('/api/bindcard', { bank: '中国工商银行', bank_owner: '张三', bank_no, bank_address: '北京朝阳支行', pay_pass: PAY }, token);
  if (answer.code !== 200) throw new Error(`bindcard: ${answer.message}`);
  return cardIds(server, token, 1).then((ids) => ids[ids.length - 1]!);
}

export async function bindUsdt(server: TestServer, token: string, chain: 'TRC20' | 'ERC20' = 'TRC20') {
  const answer = await server.api('/api/bindcard', { bank: 'USDT', bank_owner: chain, bank_no: chain === 'TRC20' ? TRC20_ADDRESS : ERC20_ADDRESS, pay_pass: PAY }, token);
  if (answer.code !== 200) throw new Error(`bindcard: ${answer.message}`);
  return cardIds(server, token, 2).then((ids) => ids[ids.length - 1]!);
}

export async function cardIds(server: TestServer, token: string, type: 1 | 2) {
  return (await server.api<{ id: number }[]>('/api/getcard', { type }, token)).data.map((c) => c.id);
}

/** A bank deposit created and approved: the amount is credited and owed as turnover. */
export async function deposit(server: TestServer, token: string, amount: string, approve = true) {
  const created = await server.api<{ deposit_no: string }>(
    '/api/recharge',
    { paytype: 'bank', amount, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233445', bank_address: '北京朝阳支行' },
    token,
  );
  if (created.code !== 200) throw new Error(`recharge: ${created.message}`);
  const reviewed = await server.admin('/admin/deposit', { deposit_no: created.data.deposit_no, approve });
  if (reviewed.code !== 200) throw new Error(`review: ${reviewed.message}`);
  return created.data.deposit_no;
}

/** A bet of `fen` from the central wallet, settled with `payoutFen` back: turnover of `fen`. */
export function play(server: TestServer, userId: number, fen: number, payoutFen = 0) {
  const bet = placeBet(server.deps.db, server.deps.ledger, { userId, platform: 'cpgc', categoryId: 'lottery', plays: 'big', amountFen: fen, from: central(userId) }, new Date());
  settleBet(server.deps.db, server.deps.ledger, bet.bet_id, payoutFen, central(userId), new Date());
  return bet;
}

export const balanceFen = (server: TestServer, userId: number, wallet = 'userbalance') => server.deps.ledger.balance({ userId, wallet });

export const totalFen = (server: TestServer) => server.deps.db.prepare('SELECT COALESCE(SUM(balance_fen), 0) FROM wallets').pluck().get() as number;

export const negativeMemberWallets = (server: TestServer) =>
  server.deps.db.prepare('SELECT COUNT(*) FROM wallets WHERE user_id <> 0 AND balance_fen < 0').pluck().get() as number;
