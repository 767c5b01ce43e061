// /userInfo: mobile, email and birthday, checked in that order. The birthday wheel starts at 1980-01-01; the day
// picked on the wheel is sent as that calendar day (see birthday.ts), whatever the phone's time zone.
import './locale';
import { ProfileUpdateRequestSchema } from '../../api/requestSchemas.gen';
import { defineForm } from '../../renderers/form';
import { SESSION_KEYS, sessionStore } from '../../session/storage';
import type { User } from '../../session/queries';
import { sessionKeys } from '../../session/queries';
import { saveProfile } from './api/forms';
import { BIRTHDAY_MIN, birthdayWheelStart } from './birthday';
import { profileSchema } from './schemas';
import './member.css';

export default defineForm({
  request: ProfileUpdateRequestSchema,
  schema: profileSchema,
  fields: [
    { name: 'mobile', labelKey: 'member:profileForm.mobile', placeholderKey: 'member:profileForm.mobilePlaceholder', kind: 'tel' },
    { name: 'email', labelKey: 'member:profileForm.email', placeholderKey: 'member:profileForm.emailPlaceholder', kind: 'email' },
    { name: 'birthday', labelKey: 'member:profileForm.birthday', placeholderKey: 'member:profileForm.birthdayPlaceholder', kind: 'date', min: BIRTHDAY_MIN, start: birthdayWheelStart },
  ],
  // The profile as last loaded (the session keeps it): the form shows what is saved.
  defaults: () => {
    const user = sessionStore.getJson<User>(SESSION_KEYS.user);
    return { mobile: user?.mobile ?? '', email: user?.email ?? '', birthday: user?.birthday ?? '' };
  },
  submitKey: 'member:profileForm.submit',
  submit: saveProfile,
  onSuccess: { invalidate: [sessionKeys.user] },
});
