// /account: the account centre: the personal centre as a list, the member's own settings and records first. A
// visitor (the route is open to anyone) is asked to log in.
import './locale';
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { loginPathFor } from '../../session/session';
import { useIsLoggedIn } from '../../session/tokenStore';
import { ACCOUNT_LINKS } from './memberLinks';
import { MemberListPage } from './MemberListPage';
import './member.css';

export default function AccountScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  if (!useIsLoggedIn()) {
    return (
      <ErrorBlock className="member-visitor" status="default" title={t('member:visitor.title')} description={t('member:visitor.hint')}>
        <Button color="primary" shape="rounded" size="large" onClick={() => navigate(loginPathFor('/account'))}>
          {t('member:visitor.login')}
        </Button>
      </ErrorBlock>
    );
  }
  return <MemberListPage links={ACCOUNT_LINKS} />;
}
