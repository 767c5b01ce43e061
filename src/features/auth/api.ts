// Login and registration calls. A new session loads the member's profile before the screen moves on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { userQuery } from '../../session/queries';
import { startSession } from '../../session/session';

type LoginBody = components['schemas']['LoginRequest'];
type RegisterBody = components['schemas']['RegisterRequest'];

function useStartSession() {
  const queryClient = useQueryClient();
  return async (token: string) => {
    startSession(token);
    await queryClient.fetchQuery(userQuery).catch(() => undefined);
  };
}

/** `silent`: the guest trial login shows nothing when it fails, as the spec says. */
export function useLogin(options: { silent?: boolean } = {}) {
  const begin = useStartSession();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const answer = await unwrap(client.POST('/api/login_pc', { body }));
      await begin(answer.data.api_token);
      return answer;
    },
    meta: { successToast: false, silent: options.silent },
  });
}

export function useRegister() {
  const begin = useStartSession();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const answer = await unwrap(client.POST('/api/register', { body }));
      await begin(answer.data.api_token);
      return answer;
    },
    // The screen words the failure itself (errors:registerFailed with the server's reason).
    meta: { silent: true },
  });
}
