// A row's declared action: asked first where declared, one call at a time, the list asked again when it settles.
import { useIsMutating, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../kit/toast';
import { drawIcon } from '../fields';
import type { RowAction } from './types';

export function RowActionButton<TItem>({ action, item, listKey }: { action: RowAction<TItem>; item: TItem; listKey: QueryKey }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutationKey = [...listKey, 'action', action.labelKey];
  const mutation = useMutation({ mutationKey, mutationFn: action.run, onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }) });
  // While one row's call is out, the same button on every row waits (a second removal would race the first).
  const busy = useIsMutating({ mutationKey }) > 0;
  const start = async () => {
    const question = action.confirm?.(item);
    if (question) {
      const sure = await confirmDialog({ content: t(question.key, question.values), confirmText: t('common:confirm'), cancelText: t('common:cancel') });
      if (!sure) return;
    }
    mutation.mutate(item);
  };
  return (
    <button type="button" className="list-row-action" onClick={() => void start()} disabled={busy} aria-label={t(action.labelKey)}>
      {drawIcon(action.icon)}
    </button>
  );
}
