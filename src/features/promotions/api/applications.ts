// Applying for a promotion, and the member's applications.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, fetchData, unwrap } from '../../../api/client';
import type { components } from '../../../../core/schema';
import { promotionKeys } from './activities';

export type ActivityApplyPage = components['schemas']['ActivityApplyPage'];

export const fetchApplicationPage = (page: number, signal: AbortSignal) =>
  fetchData(client.POST('/api/activityApplyLog', { body: { page }, signal }));

/** The server's message is the green toast (pending review); a refusal (already applied) the red one. */
export function useApplyActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityid: number) => unwrap(client.POST('/api/doactivityapply', { body: { activityid } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.applications }),
  });
}
