// The result history drop-down: period, draw time and result of the latest draws.
import { useTranslation } from 'react-i18next';
import type { OpenResult } from '../api/room';
import { ResultBalls } from './ResultBalls';

export function ResultHistory({ results, onClose }: { results: OpenResult[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="lottery-history-mask" aria-label={t('lottery:bet.close')} onClick={onClose} />
      <div className="lottery-history" role="region" aria-label={t('lottery:room.history')}>
        <div className="lottery-history-head">
          <span>{t('lottery:history.period')}</span>
          <span>{t('lottery:history.time')}</span>
          <span>{t('lottery:history.result')}</span>
        </div>
        {results.length === 0 ? (
          <p className="lottery-history-empty">{t('lottery:history.empty')}</p>
        ) : (
          <ul className="lottery-history-list">
            {results.map((r) => (
              <li key={r.expect} className="lottery-history-row" data-expect={r.expect}>
                <span className="lottery-history-expect">{r.expect}</span>
                {/* The date is today's in a live room: the time says enough. */}
                <span className="lottery-history-time">{r.opentime2.slice(11)}</span>
                <ResultBalls extend={r.extend} compact />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
