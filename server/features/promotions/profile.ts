// The member centre's calls served here: avatar upload, profile (mobile, email, birthday), agent application.
import { conflict, refused } from '../../base/errors';
import { ok, type HandlerMap } from '../../http/operation';
import { formatBeijing } from '../../../core/beijingTime';
import { saveAvatar } from './avatars';
import { isUniqueViolation, refuseGuest } from './guards';
import { promoMsg } from './messages';
import { updateUser } from '../../users/repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A real calendar date, YYYY-MM-DD, not in the future. A phone east of Beijing can be a day ahead of the Beijing
 * date, so the latest day taken is tomorrow in Beijing.
 */
function isValidBirthday(text: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && text <= formatBeijing(new Date(now.getTime() + DAY_MS)).slice(0, 10);
}

export const profileHandlers = {
  uploadimg: {
    auth: 'member',
    run: async ({ member, deps, request }) => {
      refuseGuest(member, promoMsg.guestProfile);
      return ok({ url: await saveAvatar(deps, request, member.id) }, promoMsg.avatarSaved);
    },
  },

  updateuserinfo: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      refuseGuest(member, promoMsg.guestProfile);
      if (body.birthday && !isValidBirthday(body.birthday, deps.clock.now())) throw refused(promoMsg.badBirthday);
      updateUser(deps.db, member.id, { mobile: body.mobile, email: body.email, birthday: body.birthday });
      return ok(null, promoMsg.profileSaved);
    },
  },

  applyagentdo: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      refuseGuest(member, promoMsg.guestRefused);
      if (member.isagent === 1) throw conflict(promoMsg.agentAlready);
      try {
        deps.db
          .prepare('INSERT INTO agent_applications (user_id, mobile, apply_info, created_at) VALUES (?, ?, ?, ?)')
          .run(member.id, body.mobile, body.apply_info.trim(), deps.clock.now().getTime());
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(promoMsg.agentPending);
        throw error;
      }
      return ok(null, promoMsg.agentApplied);
    },
  },
} satisfies HandlerMap;
