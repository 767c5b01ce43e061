// Banners, notices, articles, the VIP ladder and promotions, as Laravel's IndexController answers them.
import { z } from '../../../lib/zod';
import type { components } from '../../../../core/schema';
import type { VipLevel } from '../domain';
import type { Decoder, OperationKey } from '../types';
import { decoder, parse, Refusal, schemaDecoder } from './envelope';
import { dateTime, int, money, nothing, optionalDateTime, paginator, text } from './scalars';

type S = components['schemas'];

/** Rows carry a background colour too; a jump_url may be null. */
const banners: z.ZodType<S['Banner'][]> = z.array(z.object({ src: text, url: text.optional() }));

/** The marquee's line is the notice's text: its content without markup, else its name. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
const homeNotices: z.ZodType<string[]> = z.array(
  z.object({ name: text, content: text }).transform((row) => plainText(row.content) || row.name),
);

const notice: z.ZodType<S['Notice']> = z.object({ id: int, title: text, content: text, created_at: dateTime });

/** The raw article row; an unknown type is code 200 with data null: the contract's 404. */
const article = z.object({ cateid: int, name: text, content: text }).transform((row): S['Article'] => ({
  type: row.cateid,
  title: row.name,
  content: row.content,
}));

/** Rows of its user_vip table: the id is the level, vipname the name; no deposit or turnover thresholds. */
const vipLevels: z.ZodType<VipLevel[]> = z.array(
  z.object({ id: int, vipname: text, realperson: money, sport: money, e_sport: money, joker: money, electron: money, lottery: money }).transform(
    ({ id, vipname, ...rates }) => ({ level: id, name: vipname || `VIP${id}`, ...rates }),
  ),
);

const activityTypes: z.ZodType<S['ActivityType'][]> = z.array(z.object({ id: int, name: text }));

/** Its promotion payload: `type` is the type id; a list row's content is empty (the detail has it). */
const activity = z.object({ id: int, type: int, title: text, banner: text, content: text, memo: text, created_at: dateTime }).transform(
  ({ type, ...rest }): S['Activity'] => ({ type_id: type, ...rest }),
);

const application: z.ZodType<S['ActivityApply']> = z.object({
  id: int,
  activity_id: int,
  activity_name: text,
  state: int.pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  created_at: dateTime,
});

export const contentDecoders: Partial<Record<OperationKey, Decoder>> = {
  'POST /api/bannerList': schemaDecoder('bannerList', banners),
  'POST /api/homenotice': schemaDecoder('homenotice', homeNotices),
  'POST /api/noticeList': schemaDecoder('noticeList', paginator(notice)),
  'POST /api/article': decoder('article', (data) => {
    if (data === null || data === '' || (Array.isArray(data) && data.length === 0)) throw new Refusal(404, '');
    return parse('article', article, data);
  }),
  'POST /api/uservip': schemaDecoder('uservip', vipLevels),
  'POST /api/activitytype': schemaDecoder('activitytype', activityTypes),
  'POST /api/activitylist': schemaDecoder('activitylist', paginator(activity)),
  'POST /api/activitydeatil': decoder('activitydeatil', (data, { message }) => {
    // A missing promotion is code 200 with an empty stand-in (no created_at) and the message "activity not found".
    const missing = z.object({ created_at: optionalDateTime }).safeParse(data);
    if (missing.success && missing.data.created_at === '') throw new Refusal(404, message);
    return parse('activitydeatil', activity, data);
  }),
  'POST /api/doactivityapply': schemaDecoder('doactivityapply', nothing),
  'POST /api/activityApplyLog': schemaDecoder('activityApplyLog', paginator(application)),
};
