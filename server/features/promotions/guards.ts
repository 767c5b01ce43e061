// Small checks the promotions handlers share.
import { forbidden } from '../../base/errors';
import type { UserRow } from '../../users/repo';

/** The guest trial account is shared by everyone: it takes part in no promotion and changes no profile. */
export function refuseGuest(member: UserRow, message: string): void {
  if (member.is_guest === 1) throw forbidden(message);
}

/** True when `error` is SQLite refusing a row that a UNIQUE index already holds. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
