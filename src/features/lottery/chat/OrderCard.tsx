// A shared bet slip in the chat: its period, each line (play, pick, stake, odds) and the total.
import { useTranslation } from 'react-i18next';
import type { OrderCardData } from './chatLog';
import { useFormat } from '../../../lib/useFormat';

export function OrderCard({ order }: { order: OrderCardData }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <div className="lottery-order-card" data-order={order.order_no}>
      <div className="lottery-order-head">
        <span className="lottery-order-title">{t('lottery:order.title')}</span>
        <span>{t('lottery:room.period', { expect: order.expect })}</span>
      </div>
      <ul className="lottery-order-lines">
        {order.lines.map((line, i) => (
          <li key={i} className="lottery-order-line">
            <span className="lottery-order-play">{line.data === line.playtitle ? line.playtitle : `${line.playtitle} ${line.data}`}</span>
            <span>{t('lottery:order.stake', { total: fmt.money(line.total) })}</span>
            <span className="lottery-order-odds">{t('lottery:order.odds', { odds: line.odds })}</span>
          </li>
        ))}
      </ul>
      <div className="lottery-order-total">{t('lottery:order.total', { total: fmt.money(order.total) })}</div>
    </div>
  );
}
