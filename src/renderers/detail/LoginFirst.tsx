import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../kit/navigation';
import { loginPathFor } from '../../session/session';
import '../../kit/states.css';

/** A member's page open to visitors: what it would show needs a login, which brings the player back here. */
export function LoginFirst({ titleKey, descriptionKey, actionKey }: { titleKey: string; descriptionKey?: string; actionKey: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  return (
    <ErrorBlock className="renderer-state" status="default" title={t(titleKey)} description={descriptionKey ? t(descriptionKey) : null}>
      <Button color="primary" shape="rounded" className="renderer-retry" onClick={() => navigate(loginPathFor(location.pathname + location.search))}>
        {t(actionKey)}
      </Button>
    </ErrorBlock>
  );
}
