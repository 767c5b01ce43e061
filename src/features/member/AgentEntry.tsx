// The agent entry: a member who is not an agent reads the agent plan and applies; an agent goes to the agent login.
import { Button, Popup } from 'antd-mobile';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../kit/AppLink';
import { useAppNavigate } from '../../kit/navigation';
import { isLinkOn } from '../../kit/routesOn';

const PLAN_ROWS = ['member:agent.plan.row1', 'member:agent.plan.row2', 'member:agent.plan.row3', 'member:agent.plan.row4'] as const;

const AGENT_LOGIN = '/gamePage?dailiD=1';
const APPLY = '/applyagent';

function AgentRowFace({ isAgent }: { isAgent: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TeamOutline className="member-row-icon" />
      <span className="member-row-label">{t(isAgent ? 'member:agent.login' : 'member:agent.join')}</span>
      <span className="member-row-hint">{t(isAgent ? 'member:agent.loginHint' : 'member:agent.joinHint')}</span>
      <RightOutline />
    </>
  );
}

export function AgentEntry({ isAgent }: { isAgent: boolean }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      {isAgent ? (
        <AppLink to={AGENT_LOGIN} className="member-row">
          <AgentRowFace isAgent />
        </AppLink>
      ) : (
        isLinkOn(APPLY) && (
          <button type="button" className="member-row" onClick={() => setOpen(true)}>
            <AgentRowFace isAgent={false} />
          </button>
        )
      )}
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="member-plan" showCloseButton>
        <h2>{t('member:agent.plan.title')}</h2>
        <p>{t('member:agent.plan.intro')}</p>
        <ul>
          {PLAN_ROWS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          data-to={APPLY}
          onClick={() => {
            setOpen(false);
            navigate(APPLY);
          }}
        >
          {t('member:agent.apply')}
        </Button>
      </Popup>
    </>
  );
}
