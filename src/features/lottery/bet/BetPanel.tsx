// The betting panel: pick items (numbers 1-49 in special groups), one stake per pick (default 10, quick values
// 10/20/50/200/500), the total, and submit. One slip is sent at a time, so a double tap sends once; the slip key
// makes a retry of the same slip place it once. Success (the server says so) clears the slip and shares it in the chat.
import { Button, Popup } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { STAKE_DEFAULT, STAKE_QUICK_VALUES } from '../../../../core/constants';
import { useDeclaredForm } from '../../../renderers/headlessForm';
import { useLotteryOrder, type OrderResult } from '../api/order';
import type { Room } from '../api/room';
import { formatCountdown, type CountdownView } from '../room/countdown';
import { PlayPicker } from './PlayPicker';
import { BET_ORDER, betSchema, type BetValues } from './schema';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { orderLines, slipTotal, validPicks } from './slip';
import { useFormat } from '../../../lib/useFormat';

interface BetPanelProps {
  room: Room;
  view: CountdownView;
  visible: boolean;
  balance: string | undefined;
  onClose(): void;
  onPlaced(result: OrderResult): void;
}

export function BetPanel({ room, view, visible, balance, onClose, onPlaced }: BetPanelProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const order = useLotteryOrder();
  const slip = useRef<{ signature: string; key: string } | null>(null);
  const expect = room.lottery.nowdata.nextexpect;

  /** Sends the slip; a refusal throws, already a red toast of the order's own call (useLotteryOrder). */
  const place = async (values: BetValues) => {
    if (view.phase !== 'open') return {};
    const lines = orderLines(validPicks(values.picks, room.playbox), values.stake);
    const signature = JSON.stringify([room.id, expect, lines]);
    // The same slip sent again (after a lost answer) keeps its key; a changed one gets a new key.
    if (slip.current?.signature !== signature) slip.current = { signature, key: newIdempotencyKey() };
    const placed = await order.mutateAsync({ room_id: room.id, expect, order: lines, order_key: slip.current.key });
    slip.current = null;
    bet.form.reset({ picks: [], stake: values.stake });
    onPlaced(placed.data);
    return placed;
  };
  // The slip's checks (a pick, then the stake) told in a red toast, and one slip sent at a time; the order's own call
  // says how it went (its toasts), so the form's says nothing more.
  const bet = useDeclaredForm({
    schema: betSchema,
    order: BET_ORDER,
    defaults: () => ({ picks: [], stake: String(STAKE_DEFAULT) }),
    submit: place,
    silent: true,
    successToast: false,
  });
  const { picks, stake } = bet.values;
  const total = slipTotal(picks.length, stake);
  const setValue = bet.form.setValue;
  const toggle = (pick: string) =>
    setValue('picks', picks.includes(pick) ? picks.filter((p) => p !== pick) : [...picks, pick], { shouldDirty: true });

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="lottery-bet-panel" destroyOnClose={false}>
      <form onSubmit={(e) => void bet.onSubmit(e)} noValidate>
        <header className="lottery-bet-head">
          <strong>{t('lottery:bet.title', { expect })}</strong>
          <span className="lottery-bet-countdown">
            {t('lottery:room.closeIn')} {formatCountdown(view.untilClose)}
          </span>
          <button type="button" className="lottery-bet-close" aria-label={t('lottery:bet.close')} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden>
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="lottery-bet-body">
          <PlayPicker groups={room.playbox} picks={picks} onToggle={toggle} />
        </div>
        <footer className="lottery-bet-foot">
          <div className="lottery-bet-row">
            <span className="lottery-bet-picked">{t('lottery:bet.picked', { count: picks.length })}</span>
            {picks.length > 0 && (
              <button type="button" className="lottery-link" onClick={() => setValue('picks', [])}>
                {t('lottery:bet.clear')}
              </button>
            )}
            <span className="lottery-bet-balance" data-testid="bet-balance">
              {t('lottery:room.balance')} {balance === undefined ? '--' : fmt.money(balance)}
            </span>
          </div>
          <label className="lottery-bet-row lottery-stake">
            <span>{t('lottery:bet.stake')}</span>
            <input {...bet.form.register('stake')} inputMode="decimal" maxLength={12} placeholder={t('lottery:bet.stakePlaceholder')} aria-label={t('lottery:bet.stake')} />
            <span>{t('lottery:bet.yuan')}</span>
          </label>
          <div className="lottery-chips lottery-quick">
            {STAKE_QUICK_VALUES.map((v) => (
              <button key={v} type="button" className="lottery-chip" aria-pressed={stake.trim() === String(v)} onClick={() => setValue('stake', String(v))}>
                {v}
              </button>
            ))}
          </div>
          <div className="lottery-bet-row">
            <span className="lottery-bet-total">
              {t('lottery:bet.total')} <strong data-testid="bet-total">{total === null ? '--' : fmt.money(total)}</strong> {t('lottery:bet.yuan')}
            </span>
            <Button type="submit" color="primary" shape="rounded" loading={order.isPending} disabled={order.isPending || view.phase !== 'open'}>
              {t(view.phase === 'open' ? 'lottery:bet.submit' : 'lottery:bet.closed')}
            </Button>
          </div>
        </footer>
      </form>
    </Popup>
  );
}
