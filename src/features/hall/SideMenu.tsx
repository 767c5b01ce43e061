// The alternative hall's side menu: a hand-written drawer (no antd-mobile Popup in the hall's code) with the
// site's main pages. Back closes it, as it closes every overlay (src/kit/backClosesOverlays.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './indexOld.css';
import { AppLink } from '../../kit/AppLink';
import { useBackCloses } from '../../kit/backClosesOverlays';

const LINKS = [
  { to: '/activity', key: 'nav:titles.activity' },
  { to: '/vip', key: 'nav:titles.vip' },
  { to: '/boutBallBet', key: 'nav:titles.boutBallBet' },
  { to: '/zhanzhu', key: 'nav:titles.zhanzhu' },
  { to: '/kefu', key: 'nav:titles.kefu' },
  { to: '/app', key: 'nav:titles.app' },
  { to: '/abouts', key: 'nav:titles.abouts' },
] as const;

export function SideMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useBackCloses(open, () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  return (
    <>
      <button type="button" className="hall-menu-button" onClick={() => setOpen(true)} aria-expanded={open} aria-label={t('hall:menu.open')}>
        <Icon name="menu" />
      </button>
      <div className={open ? 'hall-drawer open' : 'hall-drawer'} aria-hidden={!open}>
        <button type="button" className="hall-drawer-mask" tabIndex={-1} onClick={() => setOpen(false)} aria-label={t('hall:menu.close')} />
        <nav className="hall-drawer-panel" aria-label={t('hall:menu.title')}>
          <h2>{t('hall:menu.title')}</h2>
          {LINKS.map((link) => (
            <AppLink key={link.to} to={link.to} tabIndex={open ? 0 : -1} onFollow={() => setOpen(false)}>
              {t(link.key)}
            </AppLink>
          ))}
        </nav>
      </div>
    </>
  );
}
