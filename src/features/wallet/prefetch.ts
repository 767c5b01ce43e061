// What /recharge paints first, as queries the moment the app's entry runs (a member's only: a visitor is sent to log
// in): they take the answers the entry ahead of the app asked for (./ahead), so the deposit form renders with its
// methods and receiving account at the screen's first render instead of after a skeleton. Not the amount range: the
// entry ahead asks for it once the methods are in, and a query sent before that call is kept would ask again.
import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '../../session/tokenStore';
import { payBanksQuery, payWaysQuery } from './api/deposits';

export function prefetchRecharge(queryClient: QueryClient): void {
  if (!tokenStore.get()) return;
  void queryClient.prefetchQuery(payWaysQuery);
  void queryClient.prefetchQuery(payBanksQuery);
}
