// The wallet's words, loaded with its screens.
import { registerLocale } from '../../kit/i18n';
import wallet from 'virtual:locale/wallet';

registerLocale('wallet', wallet);
