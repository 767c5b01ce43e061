// The login and registration words, loaded with the screens that use them.
import { registerNamespace } from '../../app/i18n';
import auth from '../../../locales/zh-CN/auth.json';

registerNamespace('auth', auth);
