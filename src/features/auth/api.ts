// Login and registration calls. A new session loads the member's profile before the screen moves on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import type { components } from '../../../core/schema';
import { userQuery } from '../../session/queries';
import { startSession } from '../../session/session';

type LoginBody = components['schemas']['LoginRequest'];
type RegisterBody = components['schemas']['RegisterRequest'];

function useStartSession() {
  const queryClient = useQueryClient();
  return async (token: string, keep?: boolean) => {
    startSession(token, keep);
    await queryClient.fetchQuery(userQuery).catch(() => undefined);
  };
}

/** A call that answers a token (login or registration): the session starts and the profile loads before it resolves. */
function useSessionStart<Body>(
  call: (body: Body) => Promise<{ message: string; data: { api_token: string } }>,
  meta: { silent?: boolean; successToast?: boolean },
) {
  const begin = useStartSession();
  return useMutation({
    // `keep`: the login screen's auto-login tick (the token on the device, or for the browser session only).
    mutationFn: async ({ keep, ...body }: Body & { keep?: boolean }) => {
      const answer = await call(body as Body);
      await begin(answer.data.api_token, keep);
      return answer;
    },
    meta,
  });
}

/** `silent`: the guest trial login shows nothing when it fails, as the spec says. */
export const useLogin = (options: { silent?: boolean } = {}) =>
  useSessionStart((body: LoginBody) => unwrap(client.POST('/api/login_pc', { body })), { successToast: false, silent: options.silent });

// The registration screen words a failure itself (errors:registerFailed with the server's reason).
export const useRegister = () =>
  useSessionStart((body: RegisterBody) => unwrap(client.POST('/api/register', { body })), { silent: true });
