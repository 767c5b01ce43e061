// The red-packet words, loaded with its screens.
import { registerLocale } from '../../kit/i18n';
import redpacket from 'virtual:locale/redpacket';

registerLocale('redpacket', redpacket);
