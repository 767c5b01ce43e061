// Demo promotions (types, banners under server/static/promotions, HTML content and notes) and red-packet tiers.
// Runs at every start: only what is missing is added.
import type { Deps } from '../../http/deps';
import { seedBrand } from '../../brandSeed';
import { seedRules } from './redpacketRules';

const TYPES = [
  { name: '新人专享', sort: 1 },
  { name: '充值优惠', sort: 2 },
  { name: '日常活动', sort: 3 },
  { name: '返水优惠', sort: 4 },
  { name: 'VIP专享', sort: 5 },
] as const;

type TypeName = (typeof TYPES)[number]['name'];

const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const COMMON_MEMO =
  '<ol><li>每位会员、每个手机号、每个IP仅可参与一次。</li><li>如发现套利、对冲等违规行为，平台有权取消优惠并冻结相关款项。</li><li>本活动最终解释权归平台所有。</li></ol>';

const ACTIVITIES: { type: TypeName; title: string; banner: string; content: string; memo: string }[] = [
  {
    type: '新人专享',
    title: '新人首存送38%',
    banner: 'first-deposit.svg',
    content: `<p>新注册会员完成首笔存款，即可申请首存彩金，最高赠送<strong>3888元</strong>。</p>${table(
      ['首存金额', '赠送比例', '最高彩金', '流水要求'],
      [['100元以上', '18%', '588元', '10倍'], ['1000元以上', '28%', '1888元', '12倍'], ['5000元以上', '38%', '3888元', '15倍']],
    )}<p>申请方式：完成首存后在本页点击“立即申请”，审核通过后彩金自动到账。</p>`,
    memo: COMMON_MEMO,
  },
  {
    type: '充值优惠',
    title: '周末充值加赠10%',
    banner: 'weekend-bonus.svg',
    content: `<p>每周六、周日单笔存款满500元，即可申请10%加赠彩金，单日最高<strong>888元</strong>。</p>${table(
      ['单笔存款', '加赠比例', '单日上限'],
      [['500元以上', '10%', '888元']],
    )}<p>彩金需完成5倍流水后方可提款。</p>`,
    memo: COMMON_MEMO,
  },
  {
    type: '日常活动',
    title: '每日红包雨',
    banner: 'red-packet.svg',
    content: `<p>每天<strong>10:00-12:00</strong>（北京时间）开抢红包，前一日12:00至当日10:00存款达标即可参与。</p>${table(
      ['存款要求', '流水要求', '每日次数', '红包金额'],
      [['100元', '无', '1次', '1.88-8.88元'], ['1000元', '1000元', '2次', '5.88-28.88元'], ['5000元', '5000元', '3次', '18.88-88.88元']],
    )}<p>红包金额直接存入中心钱包，无需申请。</p>`,
    memo: '<ol><li>红包次数当日有效，过期作废。</li><li>本活动最终解释权归平台所有。</li></ol>',
  },
  {
    type: '日常活动',
    title: '邀请好友送彩金',
    banner: 'invite.svg',
    content:
      '<p>通过您的专属邀请链接注册的好友完成首存，您即可获得<strong>58元</strong>邀请彩金，邀请越多奖励越多。</p><p>在“我的 - 邀请好友”中获取专属链接或二维码。</p>',
    memo: COMMON_MEMO,
  },
  {
    type: '返水优惠',
    title: '天天返水 无上限',
    banner: 'rebate.svg',
    content: `<p>按每日有效投注（北京时间00:00-23:59）计算返水，VIP等级越高返水比例越高，最高<strong>1.15%</strong>。</p>${table(
      ['等级', '真人', '体育', '电子', '彩票'],
      [['VIP1', '0.50%', '0.50%', '0.70%', '0.30%'], ['VIP5', '0.70%', '0.70%', '0.90%', '0.50%'], ['VIP10', '0.95%', '0.95%', '1.15%', '0.75%']],
    )}<p>返水于结算后24小时内发放至返水中心，请手动领取。</p>`,
    memo: '<ol><li>返水需完成1倍流水即可提款。</li><li>本活动最终解释权归平台所有。</li></ol>',
  },
  {
    type: 'VIP专享',
    title: 'VIP晋级礼金',
    banner: 'vip.svg',
    content: `<p>累计存款与流水达标即可逐级晋升，每晋升一级可申请对应晋级礼金。</p>${table(
      ['等级', '晋级礼金'],
      [['VIP2', '18元'], ['VIP4', '88元'], ['VIP6', '388元'], ['VIP8', '1888元'], ['VIP10', '8888元']],
    )}`,
    memo: '<ol><li>晋级礼金每个等级仅可申请一次。</li><li>本活动最终解释权归平台所有。</li></ol>',
  },
];

/** A picture path as stated: a file of /files/promotions/banners/ by name, or any path from the site root. */
const bannerPath = (banner: string) => (banner.startsWith('/') ? banner : `/files/promotions/banners/${banner}`);

export function seedPromotions(deps: Deps): void {
  const { db } = deps;
  const createdAt = deps.clock.now().getTime();
  // The brand's own promotions (brands/<id>/seed.json) where it states them, each type made when new.
  const own = seedBrand().promotions;
  const activities = own?.map((a) => ({ ...a, memo: a.memo ?? '' })) ?? ACTIVITIES;
  const types = own ? [...new Set(own.map((a) => a.type))].map((name, i) => ({ name, sort: i + 1 })) : TYPES;
  db.transaction(() => {
    const insertType = db.prepare('INSERT INTO activity_types (name, sort) VALUES (?, ?) ON CONFLICT (name) DO NOTHING');
    types.forEach((t) => insertType.run(t.name, t.sort));
    const typeId = db.prepare('SELECT id FROM activity_types WHERE name = ?').pluck();
    const insert = db.prepare(
      `INSERT INTO activities (type_id, title, banner, content, memo, sort, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (title) DO NOTHING`,
    );
    activities.forEach((a, i) => insert.run(typeId.get(a.type), a.title, bannerPath(a.banner), a.content, a.memo, i + 1, createdAt));
  })();
  seedRules(db);
}
