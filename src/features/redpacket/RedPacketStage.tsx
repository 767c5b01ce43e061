// The envelope with its draw button, and the overlay that covers it while the event is not running: the server's
// word (its operator's hours, no times shown), or the spec's 10:00-12:00 Beijing time with its countdown.
import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RedPacketArt } from './RedPacketArt';
import { formatCountdown, msUntilOpening, type RedPacketView } from './window';

interface Props {
  view: RedPacketView;
  now: Date;
  pending: boolean;
  onDraw(): void;
}

function SpecTimes({ phase, now }: { phase: RedPacketView['phase']; now: Date }) {
  const { t } = useTranslation();
  return (
    <>
      <span>{phase === 'before' ? t('redpacket:phase.countdown', { time: formatCountdown(msUntilOpening(now)) }) : t('redpacket:phase.tomorrow')}</span>
      <small className="rp-overlay-hint">{t('redpacket:phase.window')}</small>
    </>
  );
}

export function RedPacketStage({ view, now, pending, onDraw }: Props) {
  const { t } = useTranslation();
  const { phase } = view;
  return (
    <div className="rp-stage">
      <RedPacketArt />
      <button type="button" className="rp-open" onClick={onDraw} disabled={phase !== 'open' || pending} aria-label={t('redpacket:draw')}>
        {pending ? <SpinLoading color="currentColor" style={{ '--size': '32px' }} /> : t('redpacket:drawShort')}
      </button>
      {phase !== 'open' && (
        <div className="rp-overlay" role="status">
          <strong>{t(phase === 'before' ? 'redpacket:phase.before' : 'redpacket:phase.after')}</strong>
          {view.by === 'spec' ? <SpecTimes phase={phase} now={now} /> : <span>{t('redpacket:phase.operatorHours')}</span>}
        </div>
      )}
    </div>
  );
}
