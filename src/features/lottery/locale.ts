// The lottery words, loaded with the lottery screens.
import { registerLocale } from '../../kit/i18n';
import lottery from 'virtual:locale/lottery';

registerLocale('lottery', lottery);
