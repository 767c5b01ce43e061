import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './states.css';

/** Nothing to show. antd-mobile's Empty is deprecated in favour of ErrorBlock's empty status, so that is used. */
export function EmptyState({ textKey = 'common:empty' }: { textKey?: string }) {
  const { t } = useTranslation();
  return <ErrorBlock className="renderer-state" status="empty" title={t(textKey)} description={null} />;
}
