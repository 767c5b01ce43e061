// /account: the account centre: the member's profile and wallet, and their own settings and records. A visitor
// (the route is open to anyone) is asked to log in.
import './locale';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { LoadFailed } from '../../renderers/states/LoadFailed';
import { LoadingSkeleton } from '../../renderers/states/LoadingSkeleton';
import { loginPathFor } from '../../session/session';
import { useIsLoggedIn } from '../../session/tokenStore';
import { BalanceCard } from './BalanceCard';
import { ACCOUNT_LINKS } from './memberLinks';
import { ProfileSummary } from './ProfileSummary';
import { useLogoutFlow } from './useLogoutFlow';
import { useMember } from './useMember';
import './member.css';

export default function AccountScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const loggedIn = useIsLoggedIn();
  const member = useMember();
  const { confirmLogout, leaving } = useLogoutFlow();

  if (!loggedIn) {
    return (
      <ErrorBlock className="member-visitor" status="default" title={t('member:visitor.title')} description={t('member:visitor.hint')}>
        <Button color="primary" shape="rounded" size="large" onClick={() => navigate(loginPathFor('/account'))}>
          {t('member:visitor.login')}
        </Button>
      </ErrorBlock>
    );
  }
  const user = member.data;
  if (!user) {
    return member.isError ? <LoadFailed onRetry={() => void member.refetch()} retrying={member.isFetching} /> : <LoadingSkeleton cards={3} />;
  }
  return (
    <div className="member-page">
      <header className="member-hero member-hero-flat">
        <ProfileSummary user={user} />
        <BalanceCard user={user} />
      </header>
      <List mode="card" className="member-list">
        {ACCOUNT_LINKS.map((link) => (
          <List.Item key={link.path} prefix={link.icon} onClick={() => navigate(link.path)}>
            {t(link.labelKey)}
          </List.Item>
        ))}
      </List>
      <div className="member-logout">
        <Button block color="danger" fill="outline" size="large" shape="rounded" loading={leaving} disabled={leaving} onClick={() => void confirmLogout()}>
          {t('member:settings.logout')}
        </Button>
      </div>
    </div>
  );
}
