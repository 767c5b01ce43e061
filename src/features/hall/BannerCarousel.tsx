// The banner carousel without a carousel library: a CSS scroll-snap strip the finger swipes, dots that follow it,
// and a timer that moves it on every BANNER_AUTOPLAY_MS (not while touched, hidden, or when motion is reduced).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../kit/navigation';
import { isLinkOn } from '../../kit/routesOn';
import { BANNER_AUTOPLAY_MS } from '../../../core/constants';
import { bannersQuery } from './api';
import { BannerSkeleton } from './HallSkeleton';
import './banner.css';

/** A banner whose in-app page the brand turned off is not shown; one with no page, or one off the site, shows unlinked. */
const shownBanner = (banner: { url?: string }) => !banner.url?.startsWith('/') || isLinkOn(banner.url);

export function BannerCarousel() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { data: all = [], isPending } = useQuery(bannersQuery);
  const banners = all.filter(shownBanner);
  const strip = useRef<HTMLDivElement>(null);
  const touched = useRef(false);
  const [current, setCurrent] = useState(0);
  // The slides out of sight get their pictures half a turn of the timer later, or as soon as the strip is touched or
  // scrolled: none of them is seen before that, and each costs the main thread while the hall is still being drawn
  // (an SVG picture is a document of its own). The first one is the hall's largest paint and comes at once.
  const [restShown, setRestShown] = useState(false);
  const showRest = () => setRestShown(true);

  useEffect(() => {
    if (restShown || banners.length < 2) return;
    const timer = setTimeout(() => setRestShown(true), BANNER_AUTOPLAY_MS / 2);
    return () => clearTimeout(timer);
  }, [restShown, banners.length]);

  useEffect(() => {
    if (banners.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = strip.current;
      if (!el || touched.current || document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [banners.length]);

  if (isPending) return <BannerSkeleton />;
  if (!banners.length) return null;
  return (
    <section className="hall-banner" aria-roledescription="carousel" aria-label={t('hall:bannerLabel')}>
      <div
        ref={strip}
        className="hall-banner-strip"
        onScroll={(e) => {
          showRest();
          setCurrent(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth));
        }}
        onTouchStart={() => {
          touched.current = true;
          showRest();
        }}
        onTouchEnd={() => (touched.current = false)}
      >
        {banners.map((banner, i) => (
          <a
            key={banner.src}
            className="hall-banner-slide"
            href={isLinkOn(banner.url) ? `#${banner.url}` : undefined}
            onClick={(e) => {
              e.preventDefault();
              if (isLinkOn(banner.url)) navigate(banner.url);
            }}
          >
            <img src={i && !restShown ? undefined : banner.src} alt={t('hall:bannerAlt', { n: i + 1 })} width={750} height={300} loading={i ? 'lazy' : 'eager'} fetchPriority={i ? 'low' : 'high'} decoding="async" draggable={false} />
          </a>
        ))}
      </div>
      {banners.length > 1 && (
        <div className="hall-banner-dots" aria-hidden>
          {banners.map((banner, i) => (
            <i key={banner.src} className={i === current ? 'on' : undefined} />
          ))}
        </div>
      )}
    </section>
  );
}
