// /userCent: three switches that persist on this device, the language, and logout.
import './locale';
import { Button, List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../kit/LanguageSwitch';
import { usePreferences, type PreferenceKey } from './preferences';
import { useLogoutFlow } from './useLogoutFlow';
import './member.css';

const SWITCHES: { key: PreferenceKey; label: string; hint: string }[] = [
  { key: 'showMessageTime', label: 'member:settings.showMessageTime', hint: 'member:settings.showMessageTimeHint' },
  { key: 'winNotice', label: 'member:settings.winNotice', hint: 'member:settings.winNoticeHint' },
  { key: 'quietMode', label: 'member:settings.quietMode', hint: 'member:settings.quietModeHint' },
];

export default function UserCentScreen() {
  const { t } = useTranslation();
  const [preferences, setPreference] = usePreferences();
  const { confirmLogout, leaving } = useLogoutFlow();

  return (
    <div className="member-settings">
      <List mode="card">
        {SWITCHES.map(({ key, label, hint }) => (
          <List.Item
            key={key}
            description={t(hint)}
            extra={<Switch checked={preferences[key]} onChange={(on) => setPreference(key, on)} aria-label={t(label)} />}
          >
            {t(label)}
          </List.Item>
        ))}
        <List.Item extra={<LanguageSwitch />}>{t('common:language')}</List.Item>
      </List>
      <div className="member-settings-logout">
        <Button block color="danger" fill="outline" size="large" shape="rounded" loading={leaving} disabled={leaving} onClick={() => void confirmLogout()}>
          {t('member:settings.logout')}
        </Button>
      </div>
    </div>
  );
}
