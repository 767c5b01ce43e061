// The VIP words, registered when the VIP page loads.
import { registerLocale } from '../../kit/i18n';
import vip from 'virtual:locale/vip';

registerLocale('vip', vip);
