// Sending a declared form: one request however often the button is tapped, then the declared follow-ups.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormDeclaration, FormOutput, FormSchema, SubmitResult } from './types';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Only what sending needs of the declaration. */
type Sending<S extends FormSchema, R extends SubmitResult> = Pick<FormDeclaration<S, R>, 'submit' | 'onSuccess' | 'successToast'>;

export function useFormSubmit<S extends FormSchema, R extends SubmitResult>(declaration: Sending<S, R>, reset: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The green toast (the server's message) and the red one both come from the mutation cache.
  const mutation = useMutation({
    mutationFn: (values: FormOutput<S>) => declaration.submit(values),
    meta: { successToast: declaration.successToast ?? true },
  });
  const { mutateAsync } = mutation;

  const send = useCallback(
    async (values: FormOutput<S>) => {
      const result = await mutateAsync(values).catch(() => null); // already toasted by the cache
      if (!result) return;
      const after = declaration.onSuccess ?? {};
      for (const queryKey of after.invalidate ?? []) void queryClient.invalidateQueries({ queryKey });
      if (after.resetForm) reset();
      if (!after.navigate) return;
      const target = typeof after.navigate === 'function' ? after.navigate(values, result) : after.navigate;
      // The form stays busy (button disabled) through the delay, so it can't be sent again meanwhile.
      if (after.delayMs) await wait(after.delayMs);
      if (mounted.current) void navigate(target, { replace: after.replace });
    },
    [declaration, mutateAsync, navigate, queryClient, reset],
  );

  return { send, pending: mutation.isPending };
}
