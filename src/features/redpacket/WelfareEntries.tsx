// The welfare centre's two ways in, above its list of past draws: today's red packet and the rebates to claim (each
// only where the brand keeps its route: AppLink).
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../kit/AppLink';

const ENVELOPE = (
  <svg viewBox="0 0 40 48">
    <rect x="2" y="2" width="36" height="44" rx="6" style={{ fill: 'var(--adm-color-primary)' }} />
    <path d="M2 14 Q20 26 38 14" fill="none" style={{ stroke: 'var(--brand-gold-light)' }} strokeWidth="2.5" />
    <circle cx="20" cy="22" r="6" style={{ fill: 'var(--brand-gold-light)' }} />
  </svg>
);

const COINS = (
  <svg viewBox="0 0 40 48">
    <ellipse cx="20" cy="36" rx="16" ry="6" style={{ fill: 'var(--brand-gold)' }} />
    <rect x="4" y="22" width="32" height="14" style={{ fill: 'var(--brand-gold)' }} />
    <ellipse cx="20" cy="22" rx="16" ry="6" style={{ fill: 'var(--brand-gold-light)' }} />
    <ellipse cx="20" cy="14" rx="12" ry="5" style={{ fill: 'var(--brand-gold-light)', stroke: 'var(--brand-gold)' }} strokeWidth="2" />
  </svg>
);

/** The welfare centre's two ways in: today's red packet and the rebates waiting to be claimed. */
export function WelfareEntries() {
  const { t } = useTranslation();
  const entries = [
    { path: '/hongbao', icon: ENVELOPE, title: 'redpacket:welfare.title', hint: 'redpacket:welfare.hint' },
    { path: '/fanshui', icon: COINS, title: 'redpacket:welfare.rebateTitle', hint: 'redpacket:welfare.rebateHint' },
  ] as const;
  return (
    <>
      {entries.map((entry) => (
        <AppLink key={entry.path} to={entry.path} className="rp-entry">
          <span className="rp-entry-icon" aria-hidden>
            {entry.icon}
          </span>
          <span className="rp-entry-text">
            <strong>{t(entry.title)}</strong>
            <span>{t(entry.hint)}</span>
          </span>
          <RightOutline />
        </AppLink>
      ))}
    </>
  );
}
