// Registration, login and logout.
import { hashPassword, unusableHash } from '../../auth/passwords';
import { checkSecret, loginRules, minutesOf } from '../../auth/secrets';
import { issueToken, revokeToken } from '../../auth/tokens';
import type { Deps } from '../../http/deps';
import { conflict, refused, tooMany } from '../../base/errors';
import { createRateLimit, type RateLimit } from '../../http/rateLimit';
import { ok, type HandlerMap } from '../../http/operation';
import { msg } from '../../base/messages';
import { findUserByName, findUserByUid, insertUser, type UserRow } from '../../users/repo';

/** The trial account is shared by every visitor at once: it may hold this many times a member's sessions. */
const GUEST_SESSION_FACTOR = 100;

const newToken = (deps: Deps, user: UserRow) => {
  const cap = deps.config.maxSessionsPerMember * (user.is_guest === 1 ? GUEST_SESSION_FACTOR : 1);
  return issueToken(deps.db, user.id, deps.clock.now(), deps.config.tokenTtlSeconds, cap);
};

// Each registration costs two password hashes: one address gets a few per window (REGISTER_MAX_PER_ADDRESS; 0 = off).
const registrations = new WeakMap<Deps, RateLimit>();

function takeRegistration(deps: Deps, ip: string): void {
  const { registerMaxPerAddress: limit, registerWindowSeconds: seconds } = deps.config;
  if (limit === 0) return;
  let rate = registrations.get(deps);
  if (!rate) registrations.set(deps, (rate = createRateLimit(limit, seconds * 1000)));
  const waitMs = rate.take(ip, Date.now());
  if (waitMs > 0) throw tooMany(msg.tooManyRegistrations(minutesOf(waitMs)));
}

// Registrations hash one password at a time, all of them together: a burst of sign-ups then keeps to one core, and
// members logging in meanwhile are not kept waiting behind them.
const hashingQueues = new WeakMap<Deps, Promise<unknown>>();

function registrationHashing<T>(deps: Deps, work: () => Promise<T>): Promise<T> {
  const turn = (hashingQueues.get(deps) ?? Promise.resolve()).then(work);
  hashingQueues.set(deps, turn.catch(() => undefined));
  return turn;
}

export const sessionHandlers = {
  register: {
    auth: 'visitor',
    run: async ({ body, deps, ip }) => {
      takeRegistration(deps, ip);
      if (body.confirmPass !== body.password) throw refused(msg.passwordsDiffer);
      if (findUserByName(deps.db, body.name)) throw conflict(msg.nameTaken);
      const inviter = body.pid ? findUserByUid(deps.db, body.pid) : undefined;
      if (body.pid && !inviter) throw refused(msg.inviterUnknown);
      const [passwordHash, payPasswordHash] = await registrationHashing(deps, async () => [
        await hashPassword(body.password, deps.config.passwordCost),
        await hashPassword(body.paypassword, deps.config.passwordCost),
      ]);
      // Hashing yields to other requests: the name may have been taken meanwhile, so look again.
      if (findUserByName(deps.db, body.name)) throw conflict(msg.nameTaken);
      const user = insertUser(deps.db, {
        username: body.name,
        realname: body.realname || body.name,
        passwordHash,
        payPasswordHash,
        inviterId: inviter?.id ?? null,
        createdAt: deps.clock.now(),
      });
      return ok({ api_token: newToken(deps, user) }, msg.registered);
    },
  },

  login_pc: {
    auth: 'visitor',
    run: async ({ body, deps, ip }) => {
      const user = findUserByName(deps.db, body.name);
      const outcome = await checkSecret(deps, loginRules(deps.config, body.name, ip), body.password, user?.password_hash ?? unusableHash(deps.config.passwordCost));
      if (!outcome.ok || !user) {
        const waitMs = outcome.ok ? 0 : outcome.waitMs;
        throw waitMs > 0 ? tooMany(msg.tooManyLogins(minutesOf(waitMs))) : refused(msg.badCredentials);
      }
      return ok({ api_token: newToken(deps, user) }, msg.loggedIn);
    },
  },

  logoff: {
    auth: 'visitor',
    run: ({ token, deps }) => {
      if (token) revokeToken(deps.db, token);
      return ok(null, msg.loggedOut);
    },
  },
} satisfies HandlerMap;
