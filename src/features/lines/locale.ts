// The 线路检测 page's words, loaded with its screen.
import { registerLocale } from '../../kit/i18n';
import lines from 'virtual:locale/lines';

registerLocale('lines', lines);
