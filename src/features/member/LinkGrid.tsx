// The personal centre's links as a grid of icon tiles (each a 44 px+ target).
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { useIsRouteOn } from '../../app/routesOn';
import type { MemberLink } from './memberLinks';

export function LinkGrid({ links }: { links: readonly MemberLink[] }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const isRouteOn = useIsRouteOn();
  return (
    <nav className="member-card member-grid" aria-label={t('member:links.title')}>
      {links.filter((link) => isRouteOn(link.path)).map((link) => (
        <button key={link.path} type="button" className="member-grid-item" onClick={() => navigate(link.path)}>
          <span className="member-grid-icon" aria-hidden>
            {link.icon}
          </span>
          <span>{t(link.labelKey)}</span>
        </button>
      ))}
    </nav>
  );
}
