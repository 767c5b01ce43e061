// The personal centre's links as a grid of icon tiles (each a 44 px+ target).
import { useTranslation } from 'react-i18next';
import type { MemberLink } from './memberLinks';
import { AppLink } from '../../kit/AppLink';

export function LinkGrid({ links }: { links: readonly MemberLink[] }) {
  const { t } = useTranslation();
  return (
    <nav className="member-card member-grid" aria-label={t('member:links.title')}>
      {links.map((link) => (
        <AppLink key={link.path} to={link.path} className="member-grid-item">
          <span className="member-grid-icon" aria-hidden>
            {link.icon}
          </span>
          <span>{t(link.labelKey)}</span>
        </AppLink>
      ))}
    </nav>
  );
}
