// The one in-app link: a button that opens a path of this app through useAppNavigate, and is not drawn at all when
// the path leads nowhere in this brand (its route turned off, or not an in-app path). Its target is on the element as
// `data-to`, so a test can read where every way on a screen leads (tests/e2e/brand-smoke.spec.ts walks them).
import type { ButtonHTMLAttributes } from 'react';
import { useAppNavigate } from './navigation';
import { isLinkOn } from './routesOn';

type AppLinkProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & {
  to: string;
  replace?: boolean;
  /** Runs before the app moves on (a drawer closing). */
  onFollow?: () => void;
};

export function AppLink({ to, replace, onFollow, ...rest }: AppLinkProps) {
  const navigate = useAppNavigate();
  if (!isLinkOn(to)) return null;
  return (
    <button
      type="button"
      data-to={to}
      {...rest}
      onClick={() => {
        onFollow?.();
        navigate(to, replace ? { replace } : undefined);
      }}
    />
  );
}
