// /reg: the first register form (query type=1 with pid registers under that inviter); done → the hall.
import './locale';
import { defineForm } from '../../renderers/form';
import { REGISTER_LOOK } from './looks';
import { CompactAuthHero, RegisterNote } from './parts';
import { REGISTRATION, registerFields, registerRules } from './registerForm';
import './auth.css';

export default defineForm({
  ...REGISTRATION,
  look: REGISTER_LOOK,
  rules: registerRules('reg'),
  header: CompactAuthHero,
  titleKey: 'auth:register.title',
  fields: registerFields('reg'),
  onSuccess: { navigate: '/', replace: true },
  footer: RegisterNote,
});
