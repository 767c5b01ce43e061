// The demo lotteries, rooms and plays: our own names and art. Ids are fixed so a restart finds the same rows.
// Odds are not written here: odds.ts derives each from its play's real chance.
import { SUM_MAX } from '../../../core/lotteryResults';
import type { LotteryType } from './repo';

export interface CatalogItem {
  id: number;
  playtitle: string;
  rule: string;
}
export interface CatalogGroup {
  id: number;
  name: string;
  desc: string;
  special: 0 | 1;
  items: CatalogItem[];
}
export interface CatalogRoom {
  id: number;
  title: string;
  img: string;
  ftime: number;
}
export interface CatalogLottery {
  name: string;
  title: string;
  type: LotteryType;
  img: string;
  periodSeconds: number;
  rooms: CatalogRoom[];
  groups: CatalogGroup[];
}

const items = (firstId: number, rows: [playtitle: string, rule: string][]): CatalogItem[] =>
  rows.map(([playtitle, rule], i) => ({ id: firstId + i, playtitle, rule }));

const img = (file: string) => `/files/lottery/${file}.svg`;

/** Type 2, "pc28" (the cpgc platform's game_code): three digits and their sum; its title is the brand's (server/brandSeed.ts). */
const sumLottery = (title: string): CatalogLottery => ({
  name: 'pc28',
  title,
  type: 2,
  img: img('pc28'),
  periodSeconds: 60,
  rooms: [
    { id: 1, title: '新手房', img: img('room-novice'), ftime: 10 },
    { id: 2, title: '进阶房', img: img('room-advanced'), ftime: 10 },
    { id: 3, title: '高手房', img: img('room-expert'), ftime: 15 },
  ],
  groups: [
    { id: 101, name: '两面', desc: '和值14～27为大，0～13为小；和值为单数为单，双数为双', special: 0, items: items(1001, [['大', 'big'], ['小', 'small'], ['单', 'odd'], ['双', 'even']]) },
    { id: 102, name: '组合', desc: '和值的大小与单双组合', special: 0, items: items(1011, [['大单', 'big_odd'], ['大双', 'big_even'], ['小单', 'small_odd'], ['小双', 'small_even']]) },
    { id: 103, name: '极值', desc: '和值22～27为极大，0～5为极小', special: 0, items: items(1021, [['极大', 'extreme_big'], ['极小', 'extreme_small']]) },
    { id: 104, name: '波色', desc: '按和值所属波色结算；和值0、13、14、27不属于任何波色', special: 0, items: items(1031, [['红波', 'red'], ['绿波', 'green'], ['蓝波', 'blue']]) },
    { id: 105, name: '形态', desc: '豹子：三个号码相同；顺子：三个号码相连（不分顺序）；对子：恰有两个号码相同', special: 0, items: items(1041, [['豹子', 'leopard'], ['顺子', 'straight'], ['对子', 'pair']]) },
    {
      id: 106,
      name: '和值',
      desc: '猜中三个号码之和（0～27）',
      special: 0,
      items: items(1101, Array.from({ length: SUM_MAX + 1 }, (_, sum): [string, string] => [String(sum), `sum:${sum}`])),
    },
  ],
});

/** Type 1, "lhc" (the xycp platform's game_code): six balls 1-49 and a special one. */
const ballLottery: CatalogLottery = {
  name: 'lhc',
  title: '幸运49',
  type: 1,
  img: img('lhc'),
  periodSeconds: 120,
  rooms: [
    { id: 4, title: '经典房', img: img('room-classic'), ftime: 15 },
    { id: 5, title: '贵宾房', img: img('room-vip'), ftime: 20 },
  ],
  groups: [
    { id: 201, name: '特码', desc: '从1～49中选号，与特别号相同即中奖', special: 1, items: items(2001, [['特码', 'special_number']]) },
    { id: 202, name: '正码', desc: '从1～49中选号，出现在前六个号码中即中奖', special: 1, items: items(2011, [['正码', 'normal_number']]) },
    { id: 203, name: '特码两面', desc: '按特别号结算：25～49为大，1～24为小', special: 0, items: items(2021, [['特大', 'special_big'], ['特小', 'special_small'], ['特单', 'special_odd'], ['特双', 'special_even']]) },
    { id: 204, name: '特码波色', desc: '按特别号的波色结算', special: 0, items: items(2031, [['红波', 'special_red'], ['蓝波', 'special_blue'], ['绿波', 'special_green']]) },
  ],
};

/** The demo lotteries, the sum lottery titled `sumTitle`. */
export const catalog = (sumTitle: string): readonly CatalogLottery[] => [sumLottery(sumTitle), ballLottery];
/** Drawn periods a fresh database starts with, so the history is never empty. */
export const HISTORY_PERIODS = 10;
