import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './states.css';

/** Placeholder cards while the first answer is on its way: the page keeps its shape instead of jumping. */
export function LoadingSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div className="renderer-skeleton" role="status" aria-label={t('common:loading')}>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="renderer-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
