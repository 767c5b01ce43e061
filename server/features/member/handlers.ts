// The member's own profile, balance and passwords.
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeAllTokens } from '../../auth/tokens';
import type { Deps } from '../../deps';
import { refused } from '../../http/errors';
import { ok, type HandlerMap } from '../../http/operation';
import { central } from '../../ledger/ledger';
import { msg } from '../../messages';
import { getSettings } from '../../settings';
import { toUserDto, updateUser, type UserRow } from '../../users/repo';
import { formatFen } from '../../../src/lib/money';

/** Checks the current secret, refuses an unchanged one, stores the new one's hash. */
async function changeSecret(
  deps: Deps,
  member: UserRow,
  column: 'password_hash' | 'pay_password_hash',
  body: { password: string; paypassword: string },
  wrongOld: string,
): Promise<void> {
  if (!(await verifyPassword(body.password, member[column]))) throw refused(wrongOld);
  if (body.paypassword === body.password) throw refused(msg.samePassword);
  updateUser(deps.db, member.id, { [column]: await hashPassword(body.paypassword) });
}

const profile = (member: UserRow, deps: Deps) => toUserDto(member, deps.ledger, getSettings(deps.db), deps.clock.now());

export const memberHandlers: HandlerMap = {
  user: { auth: 'member', run: ({ member, deps }) => ok(profile(member, deps)) },
  refreshusermoney: { auth: 'member', run: ({ member, deps }) => ok(profile(member, deps)) },
  balance: {
    auth: 'member',
    run: ({ member, deps }) => ok({ balance: formatFen(deps.ledger.balance(central(member.id))) }),
  },

  // The spec names the fields so: password is the current one, paypassword the new one.
  editPassword: {
    auth: 'member',
    run: async ({ member, body, deps }) => {
      await changeSecret(deps, member, 'password_hash', body, msg.wrongOldPassword);
      revokeAllTokens(deps.db, member.id); // every session ends: the member logs in again with the new password
      return ok(null, msg.passwordChanged);
    },
  },
  editPayPassword: {
    auth: 'member',
    run: async ({ member, body, deps }) => {
      await changeSecret(deps, member, 'pay_password_hash', body, msg.wrongOldPayPassword);
      return ok(null, msg.passwordChanged);
    },
  },
};
