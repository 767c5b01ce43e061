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

const profile = (member: UserRow, deps: Deps) => toUserDto(member, deps.ledger, getSettings(deps.db), deps.clock.now());

export const memberHandlers: HandlerMap = {
  user: { auth: 'member', run: ({ member, deps }) => ok(profile(member, deps)) },
  refreshusermoney: { auth: 'member', run: ({ member, deps }) => ok(profile(member, deps)) },
  balance: {
    auth: 'member',
    run: ({ member, deps }) => ok({ balance: formatFen(deps.ledger.balance(central(member.id))) }),
  },

  editPassword: {
    auth: 'member',
    run: async ({ member, body, deps }) => {
      // The spec names the fields so: password is the current one, paypassword the new one.
      if (!(await verifyPassword(body.password, member.password_hash))) throw refused(msg.wrongOldPassword);
      if (body.paypassword === body.password) throw refused(msg.samePassword);
      updateUser(deps.db, member.id, { password_hash: await hashPassword(body.paypassword) });
      revokeAllTokens(deps.db, member.id);
      return ok(null, msg.passwordChanged);
    },
  },

  editPayPassword: {
    auth: 'member',
    run: async ({ member, body, deps }) => {
      if (!(await verifyPassword(body.password, member.pay_password_hash))) throw refused(msg.wrongOldPayPassword);
      if (body.paypassword === body.password) throw refused(msg.samePassword);
      updateUser(deps.db, member.id, { pay_password_hash: await hashPassword(body.paypassword) });
      return ok(null, msg.passwordChanged);
    },
  },
};
