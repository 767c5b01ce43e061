// Every password check goes through here, with the limits of its kind: login, a member's login password (the old one
// of a change), and the pay password (withdrawals, card binding, the old one of a change).
import type { ServerConfig } from '../base/config';
import { guardedCheck, type AttemptGate, type AttemptRule, type SecretOutcome } from './attempts';
import { verifyPassword } from './passwords';

/** An address may fail this many times more than one name and address pair before it is held back too. */
const ADDRESS_FACTOR = 4;

/** Pay passwords guard money: five wrong ones hold the member's pay password back for 15 minutes. */
export const PAY_PASSWORD_RULE = { limit: 5, lockMs: 15 * 60 * 1000 } as const;

/**
 * Login: a name and address pair waits first, at the configured count. The name alone waits only at a much higher
 * count, so someone who merely knows a name cannot lock its owner out from one address; the price is that an attacker
 * with many addresses gets that many more guesses per lock window on one name (still bounded by the name's count).
 */
export function loginRules(config: ServerConfig, name: string, ip: string): AttemptRule[] {
  const lockMs = config.loginLockSeconds * 1000;
  const lower = name.toLowerCase();
  return [
    { key: `login:${lower}|${ip}`, limit: config.loginMaxFailures, lockMs, clearOnSuccess: true },
    { key: `login-name:${lower}`, limit: config.loginNameMaxFailures, lockMs },
    { key: `login-ip:${ip}`, limit: config.loginMaxFailures * ADDRESS_FACTOR, lockMs },
  ];
}

/** A signed-in member typing a secret again: their own count per secret, whatever the address. */
export function memberSecretRules(config: ServerConfig, memberId: number, secret: 'password' | 'pay'): AttemptRule[] {
  return secret === 'pay'
    ? [{ key: `pay:${memberId}`, ...PAY_PASSWORD_RULE, clearOnSuccess: true }]
    : [{ key: `password:${memberId}`, limit: config.loginMaxFailures, lockMs: config.loginLockSeconds * 1000, clearOnSuccess: true }];
}

/**
 * Checks `password` against `hash` under `rules`; the try is counted before the hash is awaited. Takes the handler's
 * deps, of which it needs only the gate (auth sits below the handlers' types).
 */
export const checkSecret = (deps: { attempts: AttemptGate }, rules: readonly AttemptRule[], password: string, hash: string): Promise<SecretOutcome> =>
  guardedCheck(deps.attempts, rules, () => verifyPassword(password, hash));

/** Whole minutes to tell a player who must wait. */
export const minutesOf = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 60_000));
