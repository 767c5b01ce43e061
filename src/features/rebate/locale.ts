// The rebate centre's words, loaded with its screen.
import { registerLocale } from '../../kit/i18n';
import rebate from 'virtual:locale/rebate';

registerLocale('rebate', rebate);
