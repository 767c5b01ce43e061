// Login and pay passwords are stored as scrypt hashes with their own salt and cost.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const BLOCK = { r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A new hash of `password` at scrypt's cost `cost` (the server's config.passwordCost). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, ...BLOCK });
  return ['scrypt', cost, BLOCK.r, BLOCK.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no password matches, at the cost the members' hashes have, to spend the same time when the name is unknown. */
export const unusableHash = (cost: number) =>
  `scrypt$${cost}$${BLOCK.r}$${BLOCK.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH, 1).toString('base64')}`;
