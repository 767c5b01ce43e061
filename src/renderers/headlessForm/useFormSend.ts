// Sending a declared form (or one of its actions): one call at a time, then the declared follow-ups, or the failure
// in the form's own words. The toasts go through the query cache's one error path (src/shell/queryClient.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { errorText, saidByOfflineBar } from '../../kit/errorText';
import { toast } from '../../kit/toast';
import type { FormSuccess, SubmitResult, SubmitTools } from './declaration';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What sending needs: the call, and what follows it. */
export interface Sending<V, O, R extends SubmitResult> {
  submit(values: O, tools: SubmitTools): Promise<R>;
  onSuccess?: FormSuccess<V, O, R>;
  successToast?: boolean;
  silent?: boolean;
  failureWords?: { reason: string; plain: string };
}

/**
 * `reset` empties the form (or the fields named) after a success that says so. `send` answers the call's result, or
 * null when it failed (already said), or when the answer lacks what going on needs.
 */
export function useFormSend<V, O, R extends SubmitResult>(sending: Sending<V, O, R>, reset: (names?: readonly string[]) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const mounted = useRef(true);
  // After a success that waits before moving on (the withdrawal's 1.5 s), the form stays busy: never sent twice.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutation = useMutation({
    mutationFn: (values: O) => sending.submit(values, { queryClient, search }),
    meta: { successToast: sending.successToast ?? true, silent: sending.silent || !!sending.failureWords },
  });
  const { mutateAsync } = mutation;

  const send = useCallback(
    async (values: O): Promise<R | null> => {
      const result = await mutateAsync(values).catch((error: unknown) => {
        const words = sending.failureWords;
        if (words && !saidByOfflineBar(error)) {
          const reason = error instanceof ApiError && error.kind === 'business' ? error.message : errorText(error, t);
          toast.fail(reason ? t(words.reason, { reason }) : t(words.plain));
        }
        return null; // otherwise already toasted by the query cache (or silent)
      });
      if (!result) return null;
      const after = sending.onSuccess ?? {};
      for (const queryKey of after.invalidate ?? []) void queryClient.invalidateQueries({ queryKey });
      const next = after.next?.(result, values);
      if (next && 'failKey' in next) {
        toast.fail(t(next.failKey));
        return null;
      }
      if (next?.toastKey) toast.success(t(next.toastKey));
      if (after.resetForm) reset(after.resetForm === true ? undefined : after.resetForm);
      const target = next ? next.navigate : typeof after.navigate === 'function' ? after.navigate(values, result, search) : after.navigate;
      if (!target) return result;
      if (after.delayMs) {
        setLeaving(true);
        await wait(after.delayMs);
      }
      if (!mounted.current) return result;
      // Back where the page came from, or to the hall when it was opened directly (kit/navigation's useGoBack).
      if (target === 'back') void (location.key !== 'default' ? navigate(-1) : navigate('/', { replace: true }));
      else void navigate(target, { replace: after.replace });
      return result;
    },
    [sending, mutateAsync, queryClient, reset, search, t, navigate, location.key],
  );

  return { send, pending: mutation.isPending || leaving };
}
