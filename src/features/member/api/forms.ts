// The member forms' calls, as the form renderer sends them (its toasts and follow-ups do the rest).
import { client, unwrap } from '../../../api/client';
import { endSession } from '../../../session/session';
import type { PasswordKind } from '../schemas';

export const saveProfile = (body: { mobile: string; email: string; birthday: string }) =>
  unwrap(client.POST('/api/updateuserinfo', { body }));

export const applyAgent = (body: { mobile: string; apply_info: string }) => unwrap(client.POST('/api/applyagentdo', { body }));

/**
 * A changed login password ends every session on the server; here it clears storage, stops every poll and goes to
 * /login (the spec's rule), before the form would do anything else.
 */
export async function changePassword(kind: PasswordKind, body: { password: string; paypassword: string }) {
  if (kind === 'pay') return unwrap(client.POST('/api/editPayPassword', { body }));
  const answer = await unwrap(client.POST('/api/editPassword', { body }));
  await endSession('/login');
  return answer;
}
