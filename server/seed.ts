// First start: the site's settings, a demo member with money to play with, and the guest trial account.
// Later issues add their demo content here (platforms, promotions, lottery rooms...).
import { loadBrand } from '../brands/load';
import { seedBrand } from './brandSeed';
import { hashPassword } from './auth/passwords';
import type { Clock } from './base/clock';
import { seedPlatforms, type PlatformRow } from './games/platforms';
import { central, HOUSE, type Ledger } from './ledger/ledger';
import { DEMO_MEMBER, TRIAL_MEMBER } from './users/demoMembers';
import { findUserByName, insertUser } from './users/repo';
import { seedVipLevels } from './vip';
import type { Db } from './base/db/open';

/** The site settings of the brand BRAND names (brands/<id>/seed.json and its logo): the server speaks for it. */
const siteSettings = async () => ({
  ...seedBrand().settings,
  ...SETTINGS,
  site_logo: `/${(await loadBrand()).logo}`,
});

const SETTINGS = {
  h5_url: '/',
  ios_download_url: '/files/pages/download.html',
  ios_download_qrcode: '/files/pages/download-qr.svg',
  service_url: '/files/pages/service.html',
  agent_login_url: '/files/pages/agent.html',
};

const platform = (
  name: string,
  title: string,
  category_id: PlatformRow['category_id'],
  sort: number,
  app_state: 0 | 1 = 1,
): Omit<PlatformRow, 'id'> => ({ name, title, category_id, game_code: name, img: `/files/images/platforms/${name}.svg`, app_state, sort });

/**
 * The platforms of every category (venue wallets too); the hidden ones (app_state 0) never show in the hall.
 * A lottery platform's game_code names its lottery (/api/lotteryRoom `name`): pc28 (type 2), lhc (type 1).
 */
export const PLATFORMS = [
  platform('obgdy', 'OB电子', 'concise', 10),
  platform('fgdz', 'FG电子', 'concise', 11),
  platform('pp', 'PP电子', 'concise', 12),
  platform('ae', 'AE电子', 'concise', 13),
  platform('ldty', '雷电体育', 'sport', 20),
  platform('tyty', '天域体育', 'sport', 21),
  platform('fxty', '飞翔体育', 'sport', 22, 0),
  { ...platform('cpgc', '彩票广场', 'lottery', 30), game_code: 'pc28' },
  { ...platform('xycp', '幸运彩票', 'lottery', 31), game_code: 'lhc' },
  platform('xydj', '星耀电竞', 'gaming', 40),
  platform('jjdj', '竞技电竞', 'gaming', 41),
  platform('lyqp', '乐游棋牌', 'joker', 50),
  platform('hlqp', '欢乐棋牌', 'joker', 51),
  platform('jdqp', '经典棋牌', 'joker', 52, 0),
  platform('hqzr', '环球真人', 'realbet', 60),
  platform('jdzr', '金殿真人', 'realbet', 61),
  platform('xczr', '星辰真人', 'realbet', 62, 0),
  platform('hwby', '海王捕鱼', 'fishing', 70),
  platform('byzj', '捕鱼之家', 'fishing', 71),
] as const;

async function seedMember(
  db: Db,
  ledger: Ledger,
  clock: Clock,
  who: { username: string; password: string; payPassword: string; balanceFen: number },
  isGuest: boolean,
  passwordCost: number,
): Promise<void> {
  if (findUserByName(db, who.username)) return;
  const [passwordHash, payPasswordHash] = await Promise.all([hashPassword(who.password, passwordCost), hashPassword(who.payPassword, passwordCost)]);
  const user = insertUser(db, {
    username: who.username,
    realname: who.username,
    passwordHash,
    payPasswordHash,
    inviterId: null,
    isGuest,
    createdAt: clock.now(),
  });
  ledger.move({ kind: 'seed', memberId: user.id, from: HOUSE, to: central(user.id), amountFen: who.balanceFen });
}

export async function seed(db: Db, ledger: Ledger, clock: Clock, passwordCost: number): Promise<void> {
  if (!db.prepare('SELECT 1 FROM settings WHERE id = 1').get()) {
    db.prepare(
      `INSERT INTO settings (id, title, repair_tips, webcontent, h5_url, site_logo, ios_download_url, ios_download_qrcode,
         service_url, agent_login_url)
       VALUES (1, @title, @repair_tips, @webcontent, @h5_url, @site_logo, @ios_download_url, @ios_download_qrcode,
         @service_url, @agent_login_url)`,
    ).run(await siteSettings());
  }
  seedPlatforms(db, PLATFORMS);
  seedVipLevels(db);
  await seedMember(db, ledger, clock, DEMO_MEMBER, false, passwordCost);
  await seedMember(db, ledger, clock, TRIAL_MEMBER, true, passwordCost);
}
