// The member's own profile, balance and passwords.
import { hashPassword } from '../../auth/passwords';
import { checkSecret, memberSecretRules, minutesOf } from '../../auth/secrets';
import { revokeAllTokens } from '../../auth/tokens';
import type { Deps } from '../../http/deps';
import { forbidden, refused, tooMany } from '../../base/errors';
import { ok, type HandlerMap } from '../../http/operation';
import { central } from '../../ledger/ledger';
import { msg } from '../../base/messages';
import { getSettings } from '../../settings';
import { toUserDto, updateUser, type UserRow } from '../../users/repo';
import { formatFen } from '../../../core/money';

/** Checks the current secret (counted against the member's limit for it), refuses an unchanged one, stores the new one's hash. */
async function changeSecret(
  deps: Deps,
  member: UserRow,
  secret: 'password' | 'pay',
  body: { password: string; paypassword: string },
  wrongOld: string,
): Promise<void> {
  // The trial account is shared by every visitor: a changed password would lock everyone else out of it.
  if (member.is_guest === 1) throw forbidden(msg.guestReadOnly);
  const column = secret === 'pay' ? 'pay_password_hash' : 'password_hash';
  const outcome = await checkSecret(deps, memberSecretRules(deps.config, member.id, secret), body.password, member[column]);
  if (!outcome.ok) throw outcome.waitMs > 0 ? tooMany(msg.tooManyPasswordTries(minutesOf(outcome.waitMs))) : refused(wrongOld);
  if (body.paypassword === body.password) throw refused(msg.samePassword);
  updateUser(deps.db, member.id, { [column]: await hashPassword(body.paypassword, deps.config.passwordCost) });
}

const profile = (member: UserRow, deps: Deps) => toUserDto(member, deps.ledger, getSettings(deps.db), deps.clock.now());

export const memberHandlers = {
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
      await changeSecret(deps, member, 'password', body, msg.wrongOldPassword);
      revokeAllTokens(deps.db, member.id); // every session ends: the member logs in again with the new password
      return ok(null, msg.passwordChanged);
    },
  },
  editPayPassword: {
    auth: 'member',
    run: async ({ member, body, deps }) => {
      await changeSecret(deps, member, 'pay', body, msg.wrongOldPayPassword);
      return ok(null, msg.passwordChanged);
    },
  },
} satisfies HandlerMap;
