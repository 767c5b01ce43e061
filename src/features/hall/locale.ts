// The hall's words, registered when its code loads.
import { registerLocale } from '../../kit/i18n';
import hall from 'virtual:locale/hall';

registerLocale('hall', hall);
