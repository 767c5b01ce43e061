import { useTranslation } from 'react-i18next';
import { publicAsset, useBrand } from '../../kit/brand';
import './layouts.css';

/** While the site is closed: the operator's repair text and nothing else. */
export function Maintenance({ text }: { text: string }) {
  const brand = useBrand();
  const { t } = useTranslation();
  return (
    <main className="app-maintenance" role="alert">
      <img src={publicAsset(brand.logo)} alt="" width={72} height={72} />
      <h1 className="app-maintenance-title">{t('common:maintenance.title')}</h1>
      <p className="app-maintenance-text">{text}</p>
    </main>
  );
}
