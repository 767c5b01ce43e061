// The admin table of DESIGN.md, path for path.
import { revokeAllTokens } from '../auth/tokens';
import type { Deps } from '../http/deps';
import { badRequest, notFound } from '../base/errors';
import { amountFen } from '../ledger/amounts';
import { central, HOUSE } from '../ledger/ledger';
import { msg } from '../base/messages';
import { updateSettings, type SettingsRow } from '../settings';
import { findUserByName, updateUser, type UserRow } from '../users/repo';
import { formatFen } from '../../core/money';
import type { AdminRoute } from './register';

const flag = { type: 'integer', enum: [0, 1] };
const username = { type: 'string', minLength: 1, maxLength: 16 };
// pattern bounds a string, minimum/maximum a JSON number (amountFen holds both to the same digits).
const signedAmount = { type: ['string', 'number'], pattern: '^-?\\d{1,9}(\\.\\d{1,2})?$', minimum: -999_999_999.99, maximum: 999_999_999.99 };
const amount = { type: ['string', 'number'], pattern: '^\\d{1,9}(\\.\\d{1,2})?$', minimum: 0, maximum: 999_999_999.99 };

function memberNamed(deps: Deps, name: unknown): UserRow {
  const user = findUserByName(deps.db, String(name));
  if (!user) throw notFound(msg.unknownMember);
  return user;
}

const fen = (value: unknown, field: string) => (value === undefined ? undefined : amountFen(value, field));

export const adminRoutes: Record<string, AdminRoute> = {
  '/admin/settings': {
    schema: {
      type: 'object',
      minProperties: 1,
      properties: {
        site_state: flag,
        repair_tips: { type: 'string', maxLength: 2000 },
        redpacket_switch: flag,
        index_modal: flag,
        title: { type: 'string', minLength: 1, maxLength: 64 },
      },
    },
    run: (body, deps) => {
      // A switch the brand holds off (its route is off: routeSwitches.ts) stays off.
      const held = Object.keys(deps.switchesOff).filter((key) => body[key] === 1);
      if (held.length) throw badRequest(msg.switchHeldOff(held.join(', ')));
      return updateSettings(deps.db, body as Partial<SettingsRow>);
    },
  },

  '/admin/credit': {
    schema: { type: 'object', required: ['username', 'amount'], properties: { username, amount: signedAmount } },
    run: (body, deps) => {
      const user = memberNamed(deps, body.username);
      const delta = amountFen(body.amount, 'amount', true);
      if (delta !== 0) {
        const wallet = central(user.id);
        deps.ledger.move(
          delta > 0
            ? { kind: 'admin_credit', memberId: user.id, from: HOUSE, to: wallet, amountFen: delta }
            : { kind: 'admin_debit', memberId: user.id, from: wallet, to: HOUSE, amountFen: -delta },
        );
      }
      return { username: user.username, balance: formatFen(deps.ledger.balance(central(user.id))) };
    },
  },

  '/admin/user': {
    schema: {
      type: 'object',
      required: ['username'],
      minProperties: 2,
      properties: {
        username,
        vip: { type: 'integer', minimum: 1, maximum: 10 },
        paysum: amount,
        flow: amount,
        isagent: flag,
      },
    },
    run: (body, deps) => {
      const user = memberNamed(deps, body.username);
      updateUser(deps.db, user.id, {
        vip: body.vip as number | undefined,
        paysum_fen: fen(body.paysum, 'paysum'),
        flow_fen: fen(body.flow, 'flow'),
        isagent: body.isagent as 0 | 1 | undefined,
      });
      const after = findUserByName(deps.db, user.username)!;
      return {
        username: after.username,
        vip: after.vip,
        paysum: formatFen(after.paysum_fen),
        flow: formatFen(after.flow_fen),
        isagent: after.isagent,
      };
    },
  },

  '/admin/expire-tokens': {
    schema: { type: 'object', required: ['username'], properties: { username } },
    run: (body, deps) => ({ revoked: revokeAllTokens(deps.db, memberNamed(deps, body.username).id) }),
  },
};
