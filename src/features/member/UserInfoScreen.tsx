// /userInfo: mobile, email and birthday, checked in that order. The birthday wheel starts at 1980-01-01; the day
// picked on the wheel is sent as that calendar day (see birthday.ts), whatever the phone's time zone.
import './locale';
import { ProfileUpdateRequestSchema } from '../../api/requestSchemas.gen';
import { defineForm } from '../../renderers/form';
import { sessionKeys, userQuery } from '../../session/queries';
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
  // The profile as last loaded (the session keeps it loaded): the form shows what is saved.
  load: userQuery,
  defaults: (_search, user) => ({ mobile: user?.mobile ?? '', email: user?.email ?? '', birthday: user?.birthday ?? '' }),
  submitKey: 'member:profileForm.submit',
  submit: saveProfile,
  onSuccess: { invalidate: [sessionKeys.user] },
});
