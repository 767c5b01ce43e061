// The member's bank cards (type 1) and USDT addresses (type 2), the banks to bind, binding and unbinding.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData, unwrap } from '../../../api/client';
import type { components } from '../../../../core/schema';
import { maskNumber } from '../../../renderers/fields';
import { walletKeys } from './keys';

export type Card = components['schemas']['Card'];
export type CardType = Card['type'];
export type BindCardBody = components['schemas']['BindCardRequest'];

/**
 * The member's cards of a kind, each number masked to its last characters here, once: the list, the removal's
 * question and the withdrawal's picker never hold more, whatever the back end sends (Laravel sends it whole).
 */
export const fetchCards = async (type: CardType, signal: AbortSignal): Promise<Card[]> =>
  (await fetchData(client.POST('/api/getcard', { body: { type }, signal }))).map((card) => ({ ...card, bank_no: maskNumber(card.bank_no) }));

export const cardsQuery = (type: CardType) =>
  queryOptions({
    queryKey: walletKeys.cards(type),
    queryFn: ({ signal }) => fetchCards(type, signal),
    staleTime: 0,
  });

export const banksQuery = queryOptions({
  queryKey: walletKeys.banks,
  queryFn: ({ signal }) => fetchData(client.POST('/api/banklist', { signal })),
  staleTime: 10 * 60_000,
});

export const bindCard = (body: BindCardBody) => unwrap(client.POST('/api/bindcard', { body }));

/** Unbinds a card; the server's message is the toast. */
export const deleteCard = (id: number) => unwrap(client.POST('/api/delcard', { body: { id } }));
