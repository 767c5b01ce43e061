// Banners of one placement as a column of tappable pictures (the sponsorship list), with loading and empty states.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { EmptyState } from '../../renderers/states/EmptyState';
import { LoadFailed } from '../../renderers/states/LoadFailed';
import { bannersQuery } from './api';

/** An in-app path only: a banner never takes the player off the site. */
const isInternal = (url: string | undefined): url is string => !!url && /^\/(?!\/)[^\\:]*$/.test(url);

export function BannerLinks({ type, altKey, width, height }: { type: number; altKey: string; width: number; height: number }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const banners = useQuery(bannersQuery(type));
  if (banners.isPending) return <div className="content-banner content-skeleton" style={{ aspectRatio: `${width} / ${height}` }} />;
  if (banners.isError) return <LoadFailed onRetry={() => void banners.refetch()} retrying={banners.isFetching} />;
  if (!banners.data.length) return <EmptyState />;
  return (
    <div className="content-banners">
      {banners.data.map((banner, i) => (
        <button key={banner.src} type="button" className="content-banner" disabled={!isInternal(banner.url)} onClick={() => isInternal(banner.url) && navigate(banner.url)}>
          <img src={banner.src} alt={t(altKey, { n: i + 1 })} width={width} height={height} loading={i < 2 ? 'eager' : 'lazy'} decoding="async" />
        </button>
      ))}
    </div>
  );
}
