// /lottery with neither a room nor a lottery named: the lotteries, each opening its room list.
import { useMemo } from 'react';
import { ListScreen, type ListDeclaration, type Page } from '../../renderers/list';
import { asOnePage, fetchLotteries, lotteryKeys, type Lottery } from './api/lotteries';

export function LotteryIndex() {
  const declaration = useMemo(
    (): ListDeclaration<Page<Lottery>> => ({
      queryKey: lotteryKeys.listPages,
      fetchPage: async ({ signal }) => asOnePage(await fetchLotteries(signal)),
      row: {
        className: () => 'lottery-room-row',
        media: { value: 'img', format: { image: { width: 64, height: 64 } }, labelKey: 'lottery:list.roomImage', labelValues: (lottery) => ({ title: lottery.title }) },
        fields: [[{ value: 'title' }, { labelKey: 'lottery:list.enter', cta: 'pill' }]],
        to: (lottery) => `/lottery?name=${encodeURIComponent(lottery.name)}`,
      },
      itemKey: (lottery) => lottery.name,
      emptyKey: 'lottery:index.empty',
    }),
    [],
  );
  return <ListScreen declaration={declaration} />;
}
