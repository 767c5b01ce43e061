// The logged-in member's profile for the personal-centre screens (loaded and cached by the session layer).
import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../../session/queries';
import { useIsLoggedIn } from '../../session/tokenStore';

export function useMember() {
  return useQuery({ ...userQuery, enabled: useIsLoggedIn() });
}
