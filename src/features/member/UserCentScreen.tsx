// /userCent: three switches that persist on this device, the language, and logout.
import './locale';
import { LanguageSwitch } from '../../kit/LanguageSwitch';
import { defineDetail } from '../../renderers/detail';
import { LogoutButton, settingEntries } from './settingsParts';
import './member.css';

export default defineDetail({
  groups: [{ key: 'settings', fields: [...settingEntries, { labelKey: 'common:language', control: LanguageSwitch }] }],
  footer: LogoutButton,
});
