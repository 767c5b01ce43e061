// Back to the top once the page has scrolled past SCROLL_TOP_BUTTON_AFTER_PX.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_BUTTON_AFTER_PX } from '../../../core/constants';
import { Icon } from './Icon';

export function ScrollTopButton() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(window.scrollY > SCROLL_TOP_BUTTON_AFTER_PX);
    // The first check waits for the next frame, when the layout that reading scrollY needs is done anyway.
    const frame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
    };
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="hall-scroll-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} aria-label={t('common:scrollTop')}>
      <Icon name="up" />
    </button>
  );
}
