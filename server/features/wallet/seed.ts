// Demo data, idempotent: deposit methods and ranges, banks, the site's receiving accounts, and for the demo member a
// card, an address and a few records made through the real flows (their net effect on the central wallet is nil).
import { placeBet, settleBet } from '../../bets';
import { seedBrand, type SeedBrand } from '../../brandSeed';
import type { Deps } from '../../http/deps';
import { transferWithVenue, venue } from '../../ledger/venues';
import { DEMO_MEMBER } from '../../users/demoMembers';
import { findUserByName } from '../../users/repo';
import { CENTRAL_WALLET } from '../../../core/constants';
import { bindCard } from './cards';
import { createDeposit, reviewDeposit } from './deposits';
import { holdWithdrawal } from './withdrawals';

const PAY_METHODS = [
  { type: 'bank', enabled: 1, min_fen: 10_000, max_fen: 5_000_000 },
  { type: 'usdt-trc20', enabled: 1, min_fen: 10_000, max_fen: 10_000_000 },
  { type: 'usdt-erc20', enabled: 1, min_fen: 50_000, max_fen: 10_000_000 },
  { type: 'wechat', enabled: 1, min_fen: 10_000, max_fen: 500_000 },
  { type: 'alipay', enabled: 0, min_fen: 10_000, max_fen: 500_000 },
] as const;

const BANKS = [
  '中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '招商银行', '中国邮政储蓄银行', '兴业银行',
  '中信银行', '浦发银行', '民生银行', '光大银行', '平安银行', '华夏银行', '广发银行',
];

/** Demo accounts: made-up numbers and addresses that belong to no one; owners and prefixes are the brand's (server/brandSeed.ts). */
const receiving = ({ company, payee, accountPrefix }: SeedBrand) => [
  { kind: 'bank', bank_name: '中国建设银行', bank_no: '6217000010088886666', bank_owner: company, bank_address: '深圳市福田支行' },
  { kind: 'usdt-TRC20', bank_name: 'USDT', bank_no: 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn', bank_owner: 'TRC20', bank_address: '' },
  { kind: 'usdt-ERC20', bank_name: 'USDT', bank_no: '0x5a60e97ed1c3651c9f57953ffb1685bfbe2a47f6', bank_owner: 'ERC20', bank_address: '' },
  { kind: 'wxpay', bank_name: '微信支付', bank_no: `${accountPrefix}-WX-10086`, bank_owner: payee, bank_address: '' },
  { kind: 'alipay', bank_name: '支付宝', bank_no: `${accountPrefix}-ALI-10086`, bank_owner: payee, bank_address: '' },
];

function seedTables({ db }: Deps): void {
  db.transaction(() => {
    const method = db.prepare('INSERT INTO wallet_pay_methods (type, enabled, min_fen, max_fen) VALUES (@type, @enabled, @min_fen, @max_fen) ON CONFLICT DO NOTHING');
    PAY_METHODS.forEach((m) => method.run(m));
    const bank = db.prepare('INSERT INTO wallet_banks (bank_name, sort) VALUES (?, ?) ON CONFLICT DO NOTHING');
    BANKS.forEach((name, i) => bank.run(name, i));
    const account = db.prepare(
      `INSERT INTO wallet_receiving_accounts (kind, bank_name, bank_no, bank_owner, bank_address, sort)
       VALUES (@kind, @bank_name, @bank_no, @bank_owner, @bank_address, @sort) ON CONFLICT DO NOTHING`,
    );
    receiving(seedBrand()).forEach((a, sort) => account.run({ ...a, sort }));
  })();
}

/** A deposit approved, played through once on a slot venue, the winnings withdrawn (pending), a USDT deposit pending. */
function seedDemoRecords(deps: Deps): void {
  const demo = findUserByName(deps.db, DEMO_MEMBER.username);
  if (!demo || deps.db.prepare('SELECT 1 FROM wallet_cards WHERE user_id = ?').get(demo.id)) return;
  const { db, ledger } = deps;
  const now = () => deps.clock.now();
  const before = ledger.balance({ userId: demo.id, wallet: CENTRAL_WALLET });
  db.transaction(() => {
    const card = bindCard(deps, demo.id, { bank: '中国工商银行', bank_owner: demo.realname, bank_no: '6222020200112233445', bank_address: '北京市朝阳支行' });
    bindCard(deps, demo.id, { bank: 'USDT', bank_owner: 'TRC20', bank_no: 'T6rM515LkwGfVmSYEL9sR8kVkfovzZAzTh' });
    const deposit = createDeposit(deps, demo, { paytype: 'bank', amount: '500', bank_owner: demo.realname, bank: '中国工商银行', bank_no: '6222020200112233445', bank_address: '北京市朝阳支行' });
    reviewDeposit(deps, deposit.deposit_no, true);
    transferWithVenue(db, ledger, demo.id, 'pp', 50_000, true);
    const bet = placeBet(db, ledger, { userId: demo.id, platform: 'pp', categoryId: 'concise', plays: '幸运转盘 · 旋转', amountFen: 50_000, from: venue(demo.id, 'pp') }, now());
    settleBet(db, ledger, bet.bet_id, 62_000, venue(demo.id, 'pp'), now());
    transferWithVenue(db, ledger, demo.id, 'pp', 62_000, false);
    holdWithdrawal(deps, demo, card, 62_000);
    createDeposit(deps, demo, { paytype: 'usdt', catepay: 'TRC20', amount: '200' });
  })();
  if (ledger.balance({ userId: demo.id, wallet: CENTRAL_WALLET }) !== before) throw new Error('the wallet seed changed the demo balance');
}

export function seedWallet(deps: Deps): void {
  seedTables(deps);
  seedDemoRecords(deps);
}
