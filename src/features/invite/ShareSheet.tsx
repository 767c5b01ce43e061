// The invite button's share sheet: copy the link, save the poster, save the QR code (both real PNG files), cancel.
import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../kit/brand';
import { toast } from '../../kit/toast';
import { copyOrShow } from '../../kit/copy';
import { posterPng, qrPng, savePng } from './pngFiles';

interface Props {
  visible: boolean;
  onClose(): void;
  link: string;
  uid: string;
}

export function ShareSheet({ visible, onClose, link, uid }: Props) {
  const { t } = useTranslation();
  const siteName = useSiteName();

  const saving = (run: () => Promise<void>) => async () => {
    toast.loading();
    try {
      await run();
      toast.success(t('invite:share.saved'));
    } catch {
      toast.fail(t('invite:share.saveFailed'));
    }
  };

  const actions: ActionSheetProps['actions'] = [
    {
      key: 'link',
      text: t('invite:share.link'),
      onClick: () => void copyOrShow(link, t('invite:share.copied')),
    },
    {
      key: 'poster',
      text: t('invite:share.poster'),
      onClick: saving(async () =>
        savePng(
          await posterPng(link, {
            siteName,
            title: t('invite:poster.title'),
            subtitle: t('invite:poster.subtitle'),
            codeLine: t('invite:poster.code', { uid }),
            scanHint: t('invite:poster.scan'),
          }),
          `invite-poster-${uid}.png`,
        ),
      ),
    },
    { key: 'qr', text: t('invite:share.qr'), onClick: saving(async () => savePng(await qrPng(link), `invite-qr-${uid}.png`)) },
  ];

  return (
    <ActionSheet
      visible={visible}
      actions={actions}
      cancelText={t('common:cancel')}
      closeOnAction
      onClose={onClose}
      extra={t('invite:share.title')}
    />
  );
}
