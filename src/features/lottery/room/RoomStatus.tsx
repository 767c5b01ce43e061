// The top of a room: the open period with its countdown and betting state, the last result, and the result history
// drop-down below it (back closes it, as it closes every overlay: src/kit/backClosesOverlays.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../kit/backClosesOverlays';
import type { Room } from '../api/room';
import type { SocketState } from '../socket/roomSocket';
import { formatCountdown, type CountdownView } from './countdown';
import { ResultBalls } from './ResultBalls';
import { ResultHistory } from './ResultHistory';

const SOCKET_KEYS: Record<SocketState, string> = {
  connecting: 'lottery:socket.connecting',
  open: 'lottery:socket.open',
  reconnecting: 'lottery:socket.reconnecting',
  closed: 'lottery:socket.closed',
};

function Countdown({ view }: { view: CountdownView }) {
  const { t } = useTranslation();
  if (view.phase === 'open') {
    return (
      <span className="lottery-countdown" role="timer">
        <span className="lottery-countdown-label">{t('lottery:room.closeIn')}</span>
        <span className="lottery-countdown-time">{formatCountdown(view.untilClose)}</span>
      </span>
    );
  }
  return (
    <span className="lottery-countdown lottery-countdown-busy" role="timer">
      {t(view.phase === 'closed' ? 'lottery:room.closing' : 'lottery:room.drawing')}
    </span>
  );
}

export function RoomStatus({ room, view, socket }: { room: Room; view: CountdownView; socket: SocketState }) {
  const { t } = useTranslation();
  const [historyOpen, setHistoryOpen] = useState(false);
  useBackCloses(historyOpen, () => setHistoryOpen(false));
  const { nowdata, openlist } = room.lottery;

  return (
    <section className="lottery-status">
      <div className="lottery-status-row">
        <span className="lottery-status-period">{t('lottery:room.period', { expect: nowdata.nextexpect })}</span>
        <span className={`lottery-phase lottery-phase-${view.phase}`} data-phase={view.phase}>
          {t(view.phase === 'open' ? 'lottery:room.open' : 'lottery:room.bettingClosed')}
        </span>
        <Countdown view={view} />
      </div>
      <div className="lottery-status-row lottery-status-result">
        <div className="lottery-status-last">
          {nowdata.last ? (
            <>
              <span className="lottery-status-caption" data-testid="last-expect">
                {t('lottery:room.lastResult', { expect: nowdata.expect })}
              </span>
              <ResultBalls extend={nowdata.last.extend} />
            </>
          ) : (
            <span className="lottery-status-caption">{t('lottery:room.noResult')}</span>
          )}
        </div>
        <button
          type="button"
          className="lottery-history-toggle"
          aria-expanded={historyOpen}
          onClick={() => setHistoryOpen((open) => !open)}
        >
          <span>{t('lottery:room.history')}</span>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden className={historyOpen ? 'lottery-chevron-up' : undefined}>
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <span className={`lottery-socket lottery-socket-${socket}`} role="status" data-state={socket}>
        {t(SOCKET_KEYS[socket])}
      </span>
      {historyOpen && <ResultHistory results={openlist} onClose={() => setHistoryOpen(false)} />}
    </section>
  );
}
