// The settings' own parts: a switch for each preference kept on this device, and the logout under them.
import { Button, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePreferences, type PreferenceKey } from './preferences';
import { useLogoutFlow } from './useLogoutFlow';

/** The switch of one preference, named by its entry's words. */
function preferenceSwitch(key: PreferenceKey, labelKey: string) {
  return function PreferenceSwitch() {
    const { t } = useTranslation();
    const [preferences, setPreference] = usePreferences();
    return <Switch checked={preferences[key]} onChange={(on) => setPreference(key, on)} aria-label={t(labelKey)} />;
  };
}

export const SETTINGS = [
  { key: 'showMessageTime', labelKey: 'member:settings.showMessageTime', descriptionKey: 'member:settings.showMessageTimeHint' },
  { key: 'winNotice', labelKey: 'member:settings.winNotice', descriptionKey: 'member:settings.winNoticeHint' },
  { key: 'quietMode', labelKey: 'member:settings.quietMode', descriptionKey: 'member:settings.quietModeHint' },
] as const satisfies readonly { key: PreferenceKey; labelKey: string; descriptionKey: string }[];

/** Each setting as an entry of the settings card, with its switch. */
export const settingEntries = SETTINGS.map(({ key, labelKey, descriptionKey }) => ({ key, labelKey, descriptionKey, control: preferenceSwitch(key, labelKey) }));

export function LogoutButton() {
  const { t } = useTranslation();
  const { confirmLogout, leaving } = useLogoutFlow();
  return (
    <div className="member-settings-logout">
      <Button block color="danger" fill="outline" size="large" shape="rounded" loading={leaving} disabled={leaving} onClick={() => void confirmLogout()}>
        {t('member:settings.logout')}
      </Button>
    </div>
  );
}
