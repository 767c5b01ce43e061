// The envelope with its draw button, and the overlay that covers it outside 10:00-12:00 Beijing time.
import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RedPacketArt } from './RedPacketArt';
import { formatCountdown, msUntilOpening, type RedPacketPhase } from './window';

interface Props {
  phase: RedPacketPhase;
  now: Date;
  pending: boolean;
  onDraw(): void;
}

export function RedPacketStage({ phase, now, pending, onDraw }: Props) {
  const { t } = useTranslation();
  return (
    <div className="rp-stage">
      <RedPacketArt />
      <button type="button" className="rp-open" onClick={onDraw} disabled={phase !== 'open' || pending} aria-label={t('redpacket:draw')}>
        {pending ? <SpinLoading color="currentColor" style={{ '--size': '32px' }} /> : t('redpacket:drawShort')}
      </button>
      {phase !== 'open' && (
        <div className="rp-overlay" role="status">
          <strong>{t(phase === 'before' ? 'redpacket:phase.before' : 'redpacket:phase.after')}</strong>
          <span>
            {phase === 'before'
              ? t('redpacket:phase.countdown', { time: formatCountdown(msUntilOpening(now)) })
              : t('redpacket:phase.tomorrow')}
          </span>
          <small className="rp-overlay-hint">{t('redpacket:phase.window')}</small>
        </div>
      )}
    </div>
  );
}
