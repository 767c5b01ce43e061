// /vip and /vip2 (VIP privileges): banner, tabs VIP1-VIP10 kept in step with a swipe carousel, starting at the member's
// level; each card says whether it is reached, what it takes and the rebates it pays; then the rules. Nothing
// shows until the ladder has loaded.
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Swiper, Tabs, type SwiperRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../renderers/states';
import { userQuery } from '../../session/queries';
import { useIsLoggedIn } from '../../session/tokenStore';
import { vipBannerQuery, vipLevelsQuery, type VipLevel } from './api';
import { startIndex } from './levels';
import { VipLevelCard } from './VipLevelCard';
import { VipRules } from './VipRules';
import './locale';
import './vip.css';

function Ladder({ levels, vip }: { levels: VipLevel[]; vip: number | undefined }) {
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(() => startIndex(vip, levels.length));
  return (
    <>
      <Tabs
        className="vip-tabs"
        activeKey={String(index)}
        onChange={(key) => {
          setIndex(Number(key));
          swiper.current?.swipeTo(Number(key));
        }}
      >
        {levels.map((level, i) => (
          <Tabs.Tab key={i} title={level.name} />
        ))}
      </Tabs>
      <Swiper ref={swiper} defaultIndex={index} indicator={() => null} onIndexChange={setIndex} className="vip-swiper">
        {levels.map((level) => (
          <Swiper.Item key={level.level}>
            <VipLevelCard level={level} vip={vip} />
          </Swiper.Item>
        ))}
      </Swiper>
    </>
  );
}

export default function VipScreen() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const levels = useQuery(vipLevelsQuery);
  const user = useQuery({ ...userQuery, enabled: loggedIn });
  const banner = useQuery(vipBannerQuery).data?.[0];
  // A member's tab is only known with their profile: wait for it too, so the page never jumps to another level.
  const waiting = levels.isPending || (loggedIn && user.isPending);

  return (
    <div className="vip-page">
      <div className="vip-banner">{banner && <img src={banner.src} alt={t('vip:bannerAlt')} width={750} height={260} />}</div>
      {levels.isError ? (
        <LoadFailed error={levels.error} onRetry={() => void levels.refetch()} retrying={levels.isFetching} />
      ) : waiting || !levels.data ? (
        <div className="vip-card" role="status" aria-label={t('common:loading')}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      ) : (
        <>
          <Ladder levels={levels.data} vip={loggedIn ? user.data?.vip : undefined} />
          <VipRules />
        </>
      )}
    </div>
  );
}
