// A drawn result. Type 2: three digits, their sum in its colour, and its labels. Type 1: six balls and the special
// one, each in its colour with its two attributes.
import { useTranslation } from 'react-i18next';
import type { ResultExtend } from '../api/room';
import { ballLabelKeys, colourClass, sumLabelKeys } from '../rules/labels';
import { summariseBalls, summariseSum } from '../../../../core/lotteryResults';

const two = (n: number) => String(n).padStart(2, '0');

export function ResultBalls({ extend, compact = false }: { extend: ResultExtend; compact?: boolean }) {
  const { t } = useTranslation();
  const size = compact ? 'lottery-balls lottery-balls-compact' : 'lottery-balls';

  if (extend.numbers.length === 3) {
    const s = summariseSum(extend.numbers);
    return (
      <span className={size} data-testid="result-sum">
        {s.digits.map((d, i) => (
          <span key={i} className="lottery-ball lottery-ball-digit">
            {d}
          </span>
        ))}
        <span className="lottery-balls-op" aria-hidden>
          =
        </span>
        <span className={`lottery-ball ${colourClass(s.colour)}`} data-sum={s.sum}>
          {s.sum}
        </span>
        <span className="lottery-labels">
          {sumLabelKeys(s).map((key, i) => (
            // The third label is the colour: painted in it.
            <span key={key} className={i === 2 ? `lottery-label ${colourClass(s.colour)}` : 'lottery-label'}>
              {t(key)}
            </span>
          ))}
        </span>
      </span>
    );
  }

  const balls = summariseBalls(extend.numbers);
  return (
    <span className={size} data-testid="result-balls">
      {balls.map((b) => (
        <span key={b.ball} className={`lottery-ball-cell ${b.special ? 'lottery-ball-cell-special' : ''}`}>
          {b.special && (
            <span className="lottery-balls-op" aria-hidden>
              +
            </span>
          )}
          <span className="lottery-ball-stack">
            <span className={`lottery-ball ${colourClass(b.colour)}`}>{two(b.ball)}</span>
            {!compact && <span className="lottery-ball-attrs">{ballLabelKeys(b).map((key) => t(key)).join('')}</span>}
          </span>
        </span>
      ))}
    </span>
  );
}
