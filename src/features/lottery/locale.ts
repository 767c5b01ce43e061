// The lottery words, loaded with the lottery screens.
import { registerLocale } from '../../app/i18n';
import lottery from 'virtual:locale/lottery';

registerLocale('lottery', lottery);
