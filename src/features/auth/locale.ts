// The login and registration words, loaded with the screens that use them.
import { registerLocale } from '../../kit/i18n';
import auth from 'virtual:locale/auth';

registerLocale('auth', auth);
