import { NavBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../navigation';
import './layouts.css';

export function AppHeader({ title, back }: { title: string; back: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className="app-header">
      <NavBar back={back ? t('common:back') : null} backIcon={back} onBack={goBack}>
        <h1 className="app-header-title">{title}</h1>
      </NavBar>
    </header>
  );
}
