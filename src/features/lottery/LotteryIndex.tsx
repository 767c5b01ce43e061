// /lottery with neither a room nor a lottery named: the lotteries, each opening its room list.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen, type ListDeclaration, type Page } from '../../renderers/list';
import { asOnePage, fetchLotteries, lotteryKeys, type Lottery } from './api/lotteries';
import { AppLink } from '../../app/AppLink';

function LotteryRow({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  return (
    <AppLink to={`/lottery?name=${encodeURIComponent(lottery.name)}`} className="lottery-room-row">
      <img className="lottery-room-img" src={lottery.img} alt={t('lottery:list.roomImage', { title: lottery.title })} width={64} height={64} loading="lazy" />
      <span className="lottery-room-text">
        <span className="lottery-room-title">{lottery.title}</span>
      </span>
      <span className="lottery-room-enter">{t('lottery:list.enter')}</span>
    </AppLink>
  );
}

export function LotteryIndex() {
  const declaration = useMemo(
    (): ListDeclaration<Page<Lottery>> => ({
      queryKey: lotteryKeys.listPages,
      fetchPage: async ({ signal }) => asOnePage(await fetchLotteries(signal)),
      renderItem: (lottery) => <LotteryRow lottery={lottery} />,
      itemKey: (lottery) => lottery.name,
      emptyKey: 'lottery:index.empty',
    }),
    [],
  );
  return <ListScreen declaration={declaration} />;
}
