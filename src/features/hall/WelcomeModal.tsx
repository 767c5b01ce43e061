// The alternative hall's welcome modal (index_modal on): the site's welcome HTML, sanitized. Loaded only when it
// is to be shown, so its dialog and sanitizer never weigh on the hall.
import { Modal } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../renderers/html';

export default function WelcomeModal({ html, onClose }: { html: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      title={t('hall:welcomeTitle')}
      content={<SafeHtml html={html} />}
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: t('hall:welcomeClose'), primary: true }]}
    />
  );
}
