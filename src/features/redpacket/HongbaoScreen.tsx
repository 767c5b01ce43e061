// /hongbao: the daily red packet. Closed when the site switches it off; a visitor is asked to log in; a member sees
// today's draws, the envelope (covered while the server says the event is not running; where it does not say,
// outside 10:00-12:00 Beijing time by the server's clock) and the rules.
import './locale';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../kit/navigation';
import { isLinkOn } from '../../kit/routesOn';
import { toast } from '../../kit/toast';
import { LoadFailed, LoadingSkeleton } from '../../renderers/states';
import { capabilities } from '../../api/wire';
import { appInfoQuery } from '../../session/queries';
import { loginPathFor } from '../../session/session';
import { useIsLoggedIn } from '../../session/tokenStore';
import { redPacketInfoQuery, redPacketKeys } from './api/redPacket';
import { redPacketFailureText, redPacketToastText } from './failureText';
import { RedPacketArt } from './RedPacketArt';
import { RedPacketRules } from './RedPacketRules';
import { RedPacketStage } from './RedPacketStage';
import { useDrawFlow } from './useDrawFlow';
import { useServerNow } from '../../lib/useServerNow';
import { redPacketView } from './window';
import './redpacket.css';
import { useFormat } from '../../lib/useFormat';

function MemberRedPacket() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const info = useQuery(redPacketInfoQuery);
  const now = useServerNow(info.data?.server_time, info.dataUpdatedAt);
  const specHours = capabilities().redPacketSpecHours;
  const view = info.data ? redPacketView(info.data.state, now, specHours) : null;
  // The spec's window turning only matters when it is the rule; the server's state changes with its answer.
  const phase = view?.by === 'spec' && now ? view.phase : null;
  const flow = useDrawFlow(info.data?.sendnums ?? 0);

  // A new phase (the window opening or closing) may change what the server allows: ask again.
  useEffect(() => {
    const text = info.error ? redPacketToastText(info.error, t) : null;
    if (text) toast.fail(text);
  }, [info.error, t]);

  const lastPhase = useRef(phase);
  useEffect(() => {
    if (lastPhase.current && phase && lastPhase.current !== phase) void queryClient.invalidateQueries({ queryKey: redPacketKeys.info });
    lastPhase.current = phase;
  }, [phase, queryClient]);

  if (info.isPending) return <LoadingSkeleton cards={2} />;
  // A standing already shown stays when asking again fails (after a failed draw, offline): the toast says why.
  if (info.isError && !info.data) {
    return <LoadFailed error={info.error} text={redPacketFailureText(info.error, t)} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  }
  const data = info.data;
  return (
    <>
      <RedPacketStage view={view ?? redPacketView(undefined, now, specHours)} now={now ?? new Date()} pending={flow.pending} onDraw={flow.start} />
      <section className="rp-card rp-counts">
        <div>
          <strong data-testid="rp-sendnums">{fmt.count(data.sendnums)}</strong>
          <span>{t('redpacket:counts.left')}</span>
        </div>
        <div>
          <strong>{fmt.count(data.acquirednum)}</strong>
          <span>{t('redpacket:counts.acquired')}</span>
        </div>
        <div>
          <strong>{fmt.count(data.max_times)}</strong>
          <span>{t('redpacket:counts.max')}</span>
        </div>
      </section>
      {data.window_recharge !== undefined && data.window_flow !== undefined && (
        <p className="rp-window-sums">{t('redpacket:counts.sums', { recharge: fmt.money(data.window_recharge), flow: fmt.money(data.window_flow) })}</p>
      )}
      <div className="rp-actions">
        {isLinkOn('/welfare') && (
          <Button shape="rounded" fill="outline" color="primary" data-to="/welfare" onClick={() => navigate('/welfare')}>
            {t('redpacket:records')}
          </Button>
        )}
        {isLinkOn('/recharge') && (
          <Button shape="rounded" color="primary" data-to="/recharge" onClick={() => navigate('/recharge')}>
            {t('redpacket:refused.topUp')}
          </Button>
        )}
      </div>
      <RedPacketRules rules={data.rules} specHours={view?.by !== 'server'} />
    </>
  );
}

export default function HongbaoScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const loggedIn = useIsLoggedIn();
  const appInfo = useQuery(appInfoQuery);

  if (appInfo.data?.redpacket_switch === 0) {
    return <ErrorBlock className="rp-closed" status="default" title={t('redpacket:closed')} description={t('redpacket:closedHint')} />;
  }
  return (
    <div className="rp-screen">
      {loggedIn ? (
        <MemberRedPacket />
      ) : (
        <div className="rp-visitor">
          <div className="rp-stage">
            <RedPacketArt />
          </div>
          <p>{t('redpacket:visitor')}</p>
          <Button color="primary" size="large" shape="rounded" onClick={() => navigate(loginPathFor('/hongbao'))}>
            {t('redpacket:login')}
          </Button>
        </div>
      )}
    </div>
  );
}
