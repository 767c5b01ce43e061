// The personal-centre screens' shared start: a skeleton while the member loads, a retry if that failed, then the page.
import type { ReactNode } from 'react';
import { LoadFailed, LoadingSkeleton } from '../../renderers/states';
import type { User } from '../../session/queries';
import { useMember } from './useMember';

export function MemberLoaded({ children }: { children: (user: User) => ReactNode }) {
  const member = useMember();
  if (!member.data) {
    return member.isError ? <LoadFailed error={member.error} onRetry={() => void member.refetch()} retrying={member.isFetching} /> : <LoadingSkeleton cards={3} />;
  }
  return children(member.data);
}
