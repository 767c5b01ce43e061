// /wallet (card management): tabs USDT (?tab=1) and bank card (?tab=2); each list masked to the last 4, removal after
// a confirm, and the add entry only while fewer than MAX_CARDS_PER_KIND of that kind are bound.
import './locale';
import { DeleteOutline } from 'antd-mobile-icons';
import { MAX_CARDS_PER_KIND } from '../../../core/constants';
import { defineList, onePage, type Page } from '../../renderers/list';
import { deleteCard, fetchCards, type Card } from './api/cards';
import { walletKeys } from './api/keys';
import './wallet.css';

/** The spec's tab names: 1 USDT addresses (card type 2), 2 bank cards (type 1). */
type Tab = 1 | 2;
const cardTypeOf = (tab: Tab) => (tab === 1 ? 2 : 1);

export default defineList<Page<Card>, Tab>({
  queryKey: walletKeys.allCards,
  fetchPage: onePage(({ filters, signal }) => fetchCards(cardTypeOf(filters.type), signal)),
  allAtOnce: true,
  staleTime: 0, // a card bound or removed elsewhere (the forms, another device) shows on the next visit
  filters: {
    type: {
      options: [
        { value: 1, labelKey: 'wallet:cards.tabs.usdt' },
        { value: 2, labelKey: 'wallet:cards.tabs.bank' },
      ],
      default: 1,
      tabs: { param: 'tab' },
    },
  },
  itemKey: (card) => card.id,
  row: {
    media: { value: 'ico', format: { image: { width: 40, height: 40 } } },
    fields: [
      { key: 'name', value: (card) => (card.type === 2 ? `USDT · ${card.bank_owner}` : card.bank) },
      { value: 'bank_no', format: 'masked' },
      { key: 'holder', value: (card) => `${card.bank_owner} · ${card.bank_address}`, when: (card) => card.type === 1 },
    ],
    actions: [
      {
        labelKey: 'wallet:cards.delete',
        icon: DeleteOutline,
        confirm: (card) => ({ key: 'wallet:cards.deleteConfirm', values: { number: card.bank_no } }),
        run: (card) => deleteCard(card.id),
      },
    ],
    className: (card) => (card.type === 2 ? 'wallet-bankcard wallet-bankcard-usdt' : 'wallet-bankcard'),
  },
  emptyKey: (filters) => (filters.type === 1 ? 'wallet:cards.emptyUsdt' : 'wallet:cards.emptyBank'),
  add: {
    labelKey: (filters) => (filters.type === 1 ? 'wallet:cards.addUsdt' : 'wallet:cards.addBank'),
    to: (filters) => (filters.type === 1 ? '/addUsdtCard' : '/addBankCard'),
    max: MAX_CARDS_PER_KIND,
    limitKey: 'wallet:cards.limit',
  },
});
