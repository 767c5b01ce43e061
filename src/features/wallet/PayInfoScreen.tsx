// /payInfo?deposit_no=: what to pay and where — amount, a countdown to creation + 1 hour, order number, time, method,
// for USDT the receiving address and chain, the QR image — and the way to the records.
import './locale';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useAppNavigate } from '../../app/navigation';
import { parseBeijing } from '../../lib/beijingTime';
import { DEPOSIT_COUNTDOWN_MS } from '../../lib/constants';
import { useServerNow } from '../../lib/useServerNow';
import { LoadFailed } from '../../renderers/states/LoadFailed';
import { loginPathFor } from '../../session/session';
import { useIsLoggedIn } from '../../session/tokenStore';
import { payInfoQuery, type DepositInfo } from './api/deposits';
import { CopyButton } from './components/CopyButton';
import { formatLeft } from './components/Countdown';
import { METHOD_LABELS } from './recharge/methods';
import { STATE_LABELS } from './states';
import './wallet.css';

/** The server answered no (no such order of this member's); a lost answer or a server fault is worth a retry instead. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.kind === 'business' && error.code < 500;

function PayDetails({ info, fetchedAt }: { info: DepositInfo; fetchedAt: number }) {
  const { t } = useTranslation();
  const created = parseBeijing(info.info.created_at);
  const pending = info.info.state === 1;
  // Counted on the server's clock (its now when the answer came, plus what has passed), so a wrong phone clock can't shift it.
  const now = useServerNow(info.server_time, fetchedAt);
  const left = pending && created && now ? Math.max(0, created.getTime() + DEPOSIT_COUNTDOWN_MS - now.getTime()) : 0;
  const card = info.cardlist;
  const usdt = info.info.paytype === 'usdt';
  return (
    <>
      <section className="wallet-hero wallet-center">
        <span className="wallet-hero-label">{t('wallet:payInfo.amount')}</span>
        <strong className="wallet-hero-amount">{info.info.amount}</strong>
        <span className="wallet-countdown" role="timer" aria-live="off">
          {!pending ? t(STATE_LABELS.review[info.info.state]) : left > 0 ? t('wallet:payInfo.countdown', { time: formatLeft(left) }) : t('wallet:payInfo.expired')}
        </span>
      </section>
      <section className="wallet-card">
        <dl className="wallet-account">
          <div className="wallet-account-row">
            <dt>{t('wallet:payInfo.orderNo')}</dt>
            <dd>
              <span>{info.deposit_no}</span>
              <CopyButton text={info.deposit_no} />
            </dd>
          </div>
          <div className="wallet-account-row">
            <dt>{t('wallet:payInfo.time')}</dt>
            <dd>{info.info.created_at}</dd>
          </div>
          <div className="wallet-account-row">
            <dt>{t('wallet:payInfo.method')}</dt>
            <dd>{t(METHOD_LABELS[info.info.paytype])}</dd>
          </div>
          {card && (
            <>
              <div className="wallet-account-row">
                <dt>{usdt ? t('wallet:payInfo.address') : t('wallet:payInfo.merchant')}</dt>
                <dd>
                  <span className="wallet-break">{card.mch_id}</span>
                  <CopyButton text={card.mch_id} />
                </dd>
              </div>
              <div className="wallet-account-row">
                <dt>{usdt ? t('wallet:payInfo.chain') : t('wallet:payInfo.channel')}</dt>
                <dd>{card.content}</dd>
              </div>
            </>
          )}
        </dl>
        {card?.payimg && <img className="wallet-qr" src={card.payimg} width={180} height={180} alt={t('wallet:payInfo.qr')} />}
        {usdt && <p className="wallet-muted wallet-center">{t('wallet:payInfo.usdtHint')}</p>}
      </section>
    </>
  );
}

export default function PayInfoScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const depositNo = search.get('deposit_no') ?? '';
  // The route is open to visitors (spec), but an order is only ever shown to the member who made it.
  const info = useQuery({ ...payInfoQuery(depositNo), enabled: depositNo !== '' && loggedIn });

  if (!loggedIn) {
    return (
      <div className="wallet-page">
        <ErrorBlock status="default" title={t('wallet:payInfo.loginFirst')} description={null}>
          <Button color="primary" shape="rounded" onClick={() => navigate(loginPathFor(location.pathname + location.search))}>
            {t('wallet:payInfo.login')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  return (
    <div className="wallet-page">
      {!depositNo || isRefusal(info.error) ? (
        <ErrorBlock status="empty" title={t('wallet:payInfo.missing')} description={null} />
      ) : info.isPending ? (
        <Skeleton.Paragraph lineCount={8} animated className="wallet-card" />
      ) : info.data ? (
        <PayDetails info={info.data} fetchedAt={info.dataUpdatedAt} />
      ) : (
        <LoadFailed onRetry={() => void info.refetch()} retrying={info.isFetching} />
      )}
      <div className="wallet-actions">
        <Button block color="primary" shape="rounded" size="large" className="wallet-submit" onClick={() => navigate('/transRecord?type=1')}>
          {t('wallet:payInfo.records')}
        </Button>
        <Button block shape="rounded" size="large" onClick={() => navigate('/recharge')}>
          {t('wallet:payInfo.again')}
        </Button>
      </div>
    </div>
  );
}
