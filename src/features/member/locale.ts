// The member centre's words, loaded with its screens.
import { registerLocale } from '../../kit/i18n';
import member from 'virtual:locale/member';

registerLocale('member', member);
