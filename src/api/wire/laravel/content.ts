// Banners, notices, articles, the VIP ladder and promotions, as Laravel's IndexController answers them.
import { NOT_FOUND_CODE } from '../../../../core/constants';
import type { components } from '../../../../core/schema';
import type { L } from './contract';
import { Refusal, type Readers } from './envelope';
import { toDateTime } from '../normalise';
import { UndecodableAnswer } from '../types';
import { array, ignored, map, nullable, object, optional } from './read';
import { dateTime, int, money, oneOf, paginator, text } from './scalars';

type S = components['schemas'];

/** Rows carry a background colour too; a built-in banner has no url. */
const banners = array(object<L['Banner']>()({ src: text('string'), url: optional(text('string', 'null')) }));

/** The marquee's line is the notice's text: its content without markup, else its name. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
const homeNotices = array(
  map(object<L['HomeNotice']>()({ name: text('string'), content: text('string', 'null') }), (row) => plainText(row.content) || row.name),
);

const notice = object<L['Message']>()({ id: int('number'), title: text('string'), content: text('string', 'null'), created_at: dateTime('string') });

/** The raw article row; an unknown type is code 200 with data null: the contract's 404. */
const article = map(
  nullable(object<L['Article']>()({ cateid: int('number'), name: text('string'), content: text('string', 'null') })),
  (row): S['Article'] => {
    if (!row) throw new Refusal(NOT_FOUND_CODE, '');
    return { type: row.cateid, title: row.name, content: row.content };
  },
);

/** Rows of its user_vip table: the id is the level, vipname the name; no deposit or turnover thresholds. */
const vipLevels = array(
  map(
    object<L['VipLevel']>()({
      id: int('number'),
      vipname: text('string'),
      realperson: money('string'),
      sport: money('string'),
      e_sport: money('string'),
      joker: money('string'),
      electron: money('string'),
      lottery: money('string'),
    }),
    // Its table has no deposit or turnover thresholds.
    ({ id, vipname, ...rates }) => ({ level: id, name: vipname || `VIP${id}`, ...rates, recharge: undefined, flow: undefined }),
  ),
);

const activityTypes = array(object<L['ActivityType']>()({ id: int('number'), name: text('string') }));

/** Its promotion payload: `type` is the type id; a list row's content is empty (the detail has it). */
const promotionFields = { id: int('number'), type: int('number'), title: text('string'), banner: text('string'), content: text('string'), memo: text('string') };
const toActivity = ({ type, ...rest }: { type: number; id: number; title: string; banner: string; content: string; memo: string; created_at: string }): S['Activity'] => ({
  type_id: type,
  ...rest,
});
const activity = map(object<L['Promotion']>()({ ...promotionFields, created_at: dateTime('string') }), toActivity);

const application = object<L['Application']>()({
  id: int('number'),
  activity_id: int('number'),
  activity_name: text('string'),
  state: oneOf([1, 2, 3] as const, 'number'),
  created_at: dateTime('string'),
});

export const contentReaders = {
  'POST /api/bannerList': banners,
  'POST /api/homenotice': homeNotices,
  'POST /api/noticeList': paginator(notice),
  'POST /api/article': article,
  'POST /api/uservip': vipLevels,
  'POST /api/activitytype': activityTypes,
  'POST /api/activitylist': paginator(activity),
  // A missing promotion is code 200 with an empty stand-in (no created_at) and the message "activity not found".
  'POST /api/activitydeatil': ({ message }) =>
    map(object<L['PromotionOrStandIn']>()({ ...promotionFields, created_at: optional(text('string')) }), ({ created_at, ...rest }) => {
      if (!created_at) throw new Refusal(NOT_FOUND_CODE, message);
      const at = toDateTime(created_at);
      if (!at) throw new UndecodableAnswer('POST /api/activitydeatil', `created_at: unreadable ${created_at}`);
      return toActivity({ ...rest, created_at: at });
    }),
  'POST /api/doactivityapply': ignored(),
  'POST /api/activityApplyLog': paginator(application),
} satisfies Readers;
