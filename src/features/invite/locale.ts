// The invite page's words, loaded with it.
import { registerLocale } from '../../kit/i18n';
import invite from 'virtual:locale/invite';

registerLocale('invite', invite);
