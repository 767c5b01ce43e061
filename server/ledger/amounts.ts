// Amounts the admin API and its rules take as a string or a JSON number: held to the same 9-digit pattern either way
// (a JSON schema's pattern only looks at strings, so a number would otherwise skip it).
import { badRequest } from '../base/errors';
import { msg } from '../base/messages';
import { parseSignedFen } from '../../core/money';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const SIGNED_AMOUNT = /^-?\d{1,9}(\.\d{1,2})?$/;

/** Fen of `value` (a string or a number, at most 9 digits and two places), or a 400 naming `field`. */
export function amountFen(value: unknown, field: string, signed = false): number {
  const text = typeof value === 'number' ? String(value) : value;
  const fen = typeof text === 'string' && (signed ? SIGNED_AMOUNT : AMOUNT).test(text) ? parseSignedFen(text) : null;
  if (fen === null) throw badRequest(msg.badField(field));
  return fen;
}
