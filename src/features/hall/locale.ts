// The hall's words, registered when its code loads.
import { registerLocale } from '../../app/i18n';
import hall from 'virtual:locale/hall';

registerLocale('hall', hall);
