// Progress towards the NEXT VIP level: cumulative deposits over that level's requirement.
import { useQuery } from '@tanstack/react-query';
import { ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { User } from '../../session/queries';
import { vipLevelsQuery } from './api/account';
import { VipBadge } from './ProfileSummary';
import { topVipLevel, vipProgress, vipProgressText } from '../../lib/vipProgress';
import { useFormat } from '../../lib/useFormat';
import { AppLink } from '../../kit/AppLink';

export function VipProgressCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const levels = useQuery(vipLevelsQuery);
  // The back end's ladder decides where it ends (the spec's ten only while it has not answered).
  const top = user.vip >= topVipLevel(levels.data);
  const next = top ? undefined : levels.data?.find((level) => level.level === user.vip + 1);
  const percent = top ? 100 : next?.recharge ? vipProgress(user.paysum, next.recharge) : 0;
  return (
    <AppLink to="/vip" className="member-card member-vip">
      <div className="member-vip-head">
        <VipBadge level={user.vip} />
        <span className="member-vip-next">
          {top ? t('member:vip.top') : vipProgressText(t, 'next', user.vip + 1, percent)}
        </span>
      </div>
      <ProgressBar percent={percent} aria-label={t('member:vip.progress')} style={{ '--fill-color': 'var(--brand-gold)' }} />
      <span className="member-vip-detail">
        {next?.recharge ? t('member:vip.deposits', { paysum: fmt.money(user.paysum), recharge: fmt.money(next.recharge) }) : t('member:vip.paysum', { paysum: fmt.money(user.paysum) })}
      </span>
    </AppLink>
  );
}
