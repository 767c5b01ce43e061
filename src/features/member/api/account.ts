// The member centre's calls: VIP levels (for the next level's progress), recall of every venue balance into the
// central wallet, the avatar upload.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, fetchData, unwrap } from '../../../api/client';
import { sessionKeys } from '../../../session/queries';
import type { VipLevel } from '../../../api/wire/domain';

export const vipLevelsQuery = queryOptions({
  queryKey: ['member', 'vipLevels'],
  queryFn: ({ signal }): Promise<VipLevel[]> => fetchData(client.POST('/api/uservip', { signal })),
  staleTime: 10 * 60_000,
});

/** The balance and profile are asked again whatever the answer: part of the money may have moved. */
function useRefreshUserAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKeys.user });
}

/** POST /api/transall: its message is the toast (green or red), then the balance and profile refresh. */
export function useTransferAll() {
  const refresh = useRefreshUserAfter();
  return useMutation({
    mutationFn: () => unwrap(client.POST('/api/transall')),
    onSettled: refresh,
  });
}

/** Sends the picked file as multipart; the contract's `file` field carries it. */
export function useUploadAvatar() {
  const refresh = useRefreshUserAfter();
  return useMutation({
    mutationFn: (file: File) =>
      unwrap(
        client.POST('/api/uploadimg', {
          body: { file: file.name },
          bodySerializer: () => {
            const form = new FormData();
            form.append('file', file, file.name);
            return form;
          },
        }),
      ),
    onSettled: refresh,
  });
}
