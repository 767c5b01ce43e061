// Who the member is: avatar, username, VIP badge, uid and how many days since joining.
import { useTranslation } from 'react-i18next';
import type { User } from '../../session/queries';
import { AvatarPicker } from './AvatarPicker';
import { useFormat } from '../../lib/useFormat';

export function VipBadge({ level }: { level: number }) {
  return <span className="member-vip-badge">VIP{level}</span>;
}

export function ProfileSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <div className="member-profile">
      <AvatarPicker url={user.avatar} />
      <div className="member-profile-text">
        <div className="member-profile-name">
          <strong>{user.username}</strong>
          <VipBadge level={user.vip} />
        </div>
        <span>{t('member:profile.uid', { uid: user.uid ?? user.id })}</span>
        <span>{t('member:profile.joined', { days: fmt.count(user.joinday) })}</span>
      </div>
    </div>
  );
}
