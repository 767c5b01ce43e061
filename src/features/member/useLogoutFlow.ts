// Logout after a confirm: the server is told, the session ends on this device, and the player lands on /login.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../kit/toast';
import { logout } from '../../session/session';

export function useLogoutFlow() {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const confirmLogout = async () => {
    const sure = await confirmDialog({ content: t('member:settings.logoutConfirm'), confirmText: t('common:confirm'), cancelText: t('common:cancel') });
    if (!sure) return;
    setLeaving(true);
    await logout();
    toast.success(t('common:loggedOut'));
  };
  return { confirmLogout, leaving };
}
