// Login and registration calls. A new session loads the member's profile before the form moves on.
import type { QueryClient } from '@tanstack/react-query';
import type { SubmitTools } from '../../renderers/form';
import { brand } from '../../../brand.config';
import { client, unwrap } from '../../api/client';
import type { components } from '../../../core/schema';
import { userQuery } from '../../session/queries';
import { startSession } from '../../session/session';
import { rememberedUsername } from '../../session/storage';

type LoginBody = components['schemas']['LoginRequest'];
type RegisterBody = components['schemas']['RegisterRequest'];
interface TokenAnswer {
  message: string;
  data: { api_token: string };
}

/** `keep`: the auto-login tick (the token on the device, or for the browser session only). */
async function begin(queryClient: QueryClient, answer: TokenAnswer, keep?: boolean): Promise<TokenAnswer> {
  startSession(answer.data.api_token, keep);
  await queryClient.fetchQuery(userQuery).catch(() => undefined);
  return answer;
}

/**
 * Logs in. The username is remembered for the login form only with the auto-login tick, the player's word that the
 * phone is theirs; unticked (a shared phone), any username remembered before is forgotten too, so the next person
 * finds the form empty (docs/architecture.md, "The return visit").
 */
export async function logIn({ name, password, keep = true }: LoginBody & { keep?: boolean }, { queryClient }: SubmitTools) {
  const answer = await begin(queryClient, await unwrap(client.POST('/api/login_pc', { body: { name, password } })), keep);
  rememberedUsername.set(keep ? name : null);
  return answer;
}

/** The guest trial: the brand's trial account. */
export const logInAsGuest = async (keep: boolean | undefined, queryClient: QueryClient) =>
  begin(queryClient, await unwrap(client.POST('/api/login_pc', { body: { name: brand.trialAccount.username, password: brand.trialAccount.password } })), keep ?? true);

interface RegisterValues {
  name: string;
  password: string;
  confirm: string;
  pid: string;
  code: string;
}

/** Registers (the spec's body: the real name is the name, the pay password the password) and logs in. */
export async function register({ name, password, confirm, pid, code }: RegisterValues, { queryClient }: SubmitTools) {
  const body: RegisterBody = { name, realname: name, password, confirmPass: confirm, paypassword: password, code, ...(pid ? { pid } : {}) };
  return begin(queryClient, await unwrap(client.POST('/api/register', { body })));
}
