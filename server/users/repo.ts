// Members: rows in SQL, and the profile the API shows them.
import { randomInt } from 'node:crypto';
import type { components } from '../../core/schema';
import { beijingDaysBetween } from '../../core/beijingTime';
import { CENTRAL_WALLET } from '../../core/constants';
import { formatFen } from '../../core/money';
import type { Db } from '../base/db/open';
import { preparedOnce } from '../base/db/statements';
import { WITHDRAW_HOLD, type Ledger } from '../ledger/ledger';
import type { SettingsRow } from '../settings';

export interface UserRow {
  id: number;
  uid: string;
  username: string;
  realname: string;
  password_hash: string;
  pay_password_hash: string;
  avatar: string;
  mobile: string;
  email: string;
  birthday: string;
  vip: number;
  paysum_fen: number;
  flow_fen: number;
  isagent: 0 | 1;
  transferstatus: 0 | 1;
  is_guest: 0 | 1;
  inviter_id: number | null;
  created_at: number;
}

export type UserDto = components['schemas']['User'];

export function findUserById(db: Db, id: number): UserRow | undefined {
  return preparedOnce(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByName(db: Db, username: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
}

export function findUserByUid(db: Db, uid: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE uid = ?').get(uid) as UserRow | undefined;
}

export interface NewUser {
  username: string;
  realname: string;
  passwordHash: string;
  payPasswordHash: string;
  inviterId: number | null;
  isGuest?: boolean;
  createdAt: Date;
}

/** A public member number: 8 digits, random so it tells nothing about how many members there are. */
function freshUid(db: Db): string {
  const taken = db.prepare('SELECT 1 FROM users WHERE uid = ?').pluck();
  for (;;) {
    const uid = String(randomInt(10_000_000, 100_000_000));
    if (!taken.get(uid)) return uid;
  }
}

export function insertUser(db: Db, user: NewUser): UserRow {
  const id = db
    .prepare(
      `INSERT INTO users (uid, username, realname, password_hash, pay_password_hash, inviter_id, is_guest, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      freshUid(db),
      user.username,
      user.realname,
      user.passwordHash,
      user.payPasswordHash,
      user.inviterId,
      user.isGuest ? 1 : 0,
      user.createdAt.getTime(),
    ).lastInsertRowid;
  return findUserById(db, Number(id))!;
}

type Editable = Pick<
  UserRow,
  | 'password_hash'
  | 'pay_password_hash'
  | 'vip'
  | 'paysum_fen'
  | 'flow_fen'
  | 'isagent'
  | 'transferstatus'
  | 'avatar'
  | 'mobile'
  | 'email'
  | 'birthday'
>;

export function updateUser(db: Db, id: number, patch: Partial<Editable>): void {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (!entries.length) return;
  db.prepare(`UPDATE users SET ${entries.map(([k]) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({
    ...Object.fromEntries(entries),
    id,
  });
}

/** The profile the API returns: balances from the ledger, rates and fees from the settings. */
export function toUserDto(user: UserRow, ledger: Ledger, settings: SettingsRow, now: Date): UserDto {
  const wallets = ledger.wallets(user.id);
  const venues = Object.entries(wallets).filter(([name]) => name !== CENTRAL_WALLET && name !== WITHDRAW_HOLD);
  return {
    id: user.id,
    uid: user.uid,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    balance: formatFen(wallets[CENTRAL_WALLET] ?? 0),
    gameblance: formatFen(venues.reduce((sum, [, fen]) => sum + fen, 0)),
    usdtrate: settings.usdt_rate,
    withdrawusdtrate: settings.withdraw_usdt_rate,
    withdrawcashfee: formatFen(settings.erc20_fee_fen),
    withdrawfeeusdttrc: formatFen(settings.trc20_fee_fen),
    transferstatus: user.transferstatus,
    current_vip: `VIP${user.vip}`,
    vip: user.vip,
    paysum: formatFen(user.paysum_fen),
    joinday: beijingDaysBetween(new Date(user.created_at), now) + 1,
    isagent: user.isagent,
    mobile: user.mobile,
    email: user.email,
    birthday: user.birthday,
  };
}
