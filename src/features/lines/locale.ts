// The line check page's words, loaded with its screen.
import { registerLocale } from '../../kit/i18n';
import lines from 'virtual:locale/lines';

registerLocale('lines', lines);
