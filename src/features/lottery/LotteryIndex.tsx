// /lottery with neither a room nor a lottery named: the lotteries, each opening its room list.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { ListScreen, type ListDeclaration, type Page } from '../../renderers/list';
import { asOnePage, fetchLotteries, lotteryKeys, type Lottery } from './api/lotteries';

function LotteryRow({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <button type="button" className="lottery-room-row" onClick={() => navigate(`/lottery?name=${encodeURIComponent(lottery.name)}`)}>
      <img className="lottery-room-img" src={lottery.img} alt={t('lottery:list.roomImage', { title: lottery.title })} width={64} height={64} loading="lazy" />
      <span className="lottery-room-text">
        <span className="lottery-room-title">{lottery.title}</span>
      </span>
      <span className="lottery-room-enter">{t('lottery:list.enter')}</span>
    </button>
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
