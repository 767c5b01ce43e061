// Navigation rules of the spec: going to the page you are on says so instead; redirects stay inside the app.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from './toast';

/** navigate(), except that going to the current path (with its query) says so (common:alreadyHere) and stays. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  return useCallback(
    (to: string, options?: { replace?: boolean }) => {
      if (to === location.pathname + location.search) {
        toast.info(t('common:alreadyHere'));
        return;
      }
      void navigate(to, options);
    },
    [navigate, location.pathname, location.search, t],
  );
}

/** Back one step in the app, or to the hall when this page was opened directly. */
export function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate, location.key]);
}

/** A redirect target from a query: only an internal path is followed, anything else becomes the hall. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /^\/[^?#]*:/.test(raw)) return '/';
  return raw;
}
