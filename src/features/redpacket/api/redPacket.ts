// The member's red-packet standing today, the draw, and past draws.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, fetchData, unwrapWithData } from '../../../api/client';
import type { components } from '../../../../core/schema';
import type { RedPacketInfo as DomainRedPacketInfo } from '../../../api/wire/domain';
import { sessionKeys } from '../../../session/queries';

/** The contract's, but a back end may not send the window totals or every rule column. */
export type RedPacketInfo = DomainRedPacketInfo;
export type RedPacketPage = components['schemas']['RedPacketPage'];

export const redPacketKeys = {
  all: ['redpacket'] as const,
  info: ['redpacket', 'info'] as const,
  records: ['redpacket', 'records'] as const,
};

export const redPacketInfoQuery = queryOptions({
  queryKey: redPacketKeys.info,
  queryFn: ({ signal }): Promise<RedPacketInfo> => fetchData(client.GET('/api/userredpacket', { params: { query: { page: 1 } }, signal })),
  staleTime: 0,
  // The screen words a failure itself (the spec's red-packet sentence when there is no answer: ../failureText.ts).
  meta: { silent: true },
});

export const fetchRedPacketPage = (page: number, signal: AbortSignal) =>
  fetchData(client.POST('/api/redpacket', { body: { page }, signal }));

/** A draw; the screen says how it went (a result card, or the refusal with a top-up button), so no toasts here. */
export function useDrawRedPacket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrapWithData(client.POST('/api/douserredpacket')),
    meta: { silent: true, successToast: false },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: redPacketKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
      ]);
    },
  });
}
