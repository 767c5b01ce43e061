// The bonus tab: the invite bonus explained in our own banner images (fixed 750:420 boxes, lazy below the first).
import { useTranslation } from 'react-i18next';

const BANNERS = [
  { src: '/files/promotions/invite/bonus-1.svg', altKey: 'invite:bonus.alt1' },
  { src: '/files/promotions/invite/bonus-2.svg', altKey: 'invite:bonus.alt2' },
  { src: '/files/promotions/invite/bonus-3.svg', altKey: 'invite:bonus.alt3' },
] as const;

export function BonusTab() {
  const { t } = useTranslation();
  return (
    <div className="invite-tab invite-bonus">
      {BANNERS.map((banner, i) => (
        <img key={banner.src} src={banner.src} alt={t(banner.altKey)} width={750} height={420} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
      ))}
    </div>
  );
}
