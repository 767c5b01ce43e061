// /reg2: the second register form, with the referrer's UID and a way back to log in; done → where the visitor was
// going (redirect), else the page before.
import './locale';
import { safeRedirect } from '../../kit/navigation';
import { defineForm } from '../../renderers/form';
import { REGISTER_LOOK } from './looks';
import { CompactAuthHero, RegisterNoteWithLogin } from './parts';
import { REGISTRATION, registerFields, registerRules } from './registerForm';
import './auth.css';

export default defineForm({
  ...REGISTRATION,
  look: REGISTER_LOOK,
  rules: registerRules('reg2'),
  header: CompactAuthHero,
  titleKey: 'auth:register.title',
  fields: registerFields('reg2'),
  onSuccess: { navigate: (_values, _answer, search) => (search.get('redirect') ? safeRedirect(search.get('redirect')) : 'back'), replace: true },
  footer: RegisterNoteWithLogin,
});
