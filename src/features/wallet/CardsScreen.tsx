// /wallet (card management): tabs USDT (1) and bank card (2); each list masked to the last 4, removal after a confirm, and
// the add button only while fewer than MAX_CARDS_PER_KIND of that kind are bound.
import './locale';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Skeleton, Tabs } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../app/navigation';
import { MAX_CARDS_PER_KIND } from '../../lib/constants';
import { LoadFailed } from '../../renderers/states/LoadFailed';
import { PullRefresh } from '../../renderers/states/PullRefresh';
import { cardsQuery, useDeleteCard, type Card, type CardType } from './api/cards';
import './wallet.css';

/** The spec's tab names: 1 USDT addresses (card type 2), 2 bank cards (type 1). */
const TABS = [
  { name: '1', type: 2, titleKey: 'wallet:cards.tabs.usdt', addKey: 'wallet:cards.addUsdt', emptyKey: 'wallet:cards.emptyUsdt', path: '/addUsdtCard' },
  { name: '2', type: 1, titleKey: 'wallet:cards.tabs.bank', addKey: 'wallet:cards.addBank', emptyKey: 'wallet:cards.emptyBank', path: '/addBankCard' },
] as const;

function CardItem({ card, onDelete, deleting }: { card: Card; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={`wallet-bankcard wallet-bankcard-${card.type === 2 ? 'usdt' : 'bank'}`}>
      <img src={card.ico} width={40} height={40} alt="" loading="lazy" />
      <div className="wallet-bankcard-body">
        <strong>{card.type === 2 ? `USDT · ${card.bank_owner}` : card.bank}</strong>
        <span className="wallet-bankcard-number">{card.bank_no}</span>
        {card.type === 1 && <span className="wallet-bankcard-meta">{`${card.bank_owner} · ${card.bank_address}`}</span>}
      </div>
      <button type="button" className="wallet-bankcard-delete" onClick={onDelete} disabled={deleting} aria-label={t('wallet:cards.delete')}>
        <DeleteOutline />
      </button>
    </li>
  );
}

function CardList({ tab }: { tab: (typeof TABS)[number] }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const cards = useQuery(cardsQuery(tab.type as CardType));
  const remove = useDeleteCard(tab.type as CardType);
  const confirmDelete = async (card: Card) => {
    const sure = await Dialog.confirm({ content: t('wallet:cards.deleteConfirm', { number: card.bank_no }), confirmText: t('common:confirm'), cancelText: t('common:cancel') });
    if (sure) remove.mutate(card.id);
  };
  if (cards.isPending) return <Skeleton.Paragraph lineCount={4} animated className="wallet-card" />;
  // No list at all is a failed load, not an empty one: neither the empty text nor the add button is true then.
  if (!cards.data) return <LoadFailed onRetry={() => void cards.refetch()} retrying={cards.isFetching} />;
  const list = cards.data;
  return (
    <PullRefresh onRefresh={() => cards.refetch()}>
      {list.length ? (
        <ul className="wallet-bankcards">
          {list.map((card) => (
            <CardItem key={card.id} card={card} deleting={remove.isPending} onDelete={() => void confirmDelete(card)} />
          ))}
        </ul>
      ) : (
        <ErrorBlock status="empty" title={t(tab.emptyKey)} description={null} className="wallet-empty" />
      )}
      {list.length < MAX_CARDS_PER_KIND ? (
        <Button block color="primary" fill="outline" shape="rounded" size="large" className="wallet-add" onClick={() => navigate(tab.path)}>
          <AddOutline /> {t(tab.addKey)}
        </Button>
      ) : (
        <p className="wallet-muted wallet-center">{t('wallet:cards.limit', { max: MAX_CARDS_PER_KIND })}</p>
      )}
    </PullRefresh>
  );
}

export default function CardsScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const active = TABS.find((x) => x.name === search.get('tab')) ?? TABS[0];
  return (
    <div className="wallet-page">
      <Tabs activeKey={active.name} onChange={(name) => setSearch({ tab: name }, { replace: true })} className="wallet-tabs">
        {TABS.map((x) => (
          <Tabs.Tab key={x.name} title={t(x.titleKey)} />
        ))}
      </Tabs>
      <CardList key={active.name} tab={active} />
    </div>
  );
}
