// The records' words, loaded with their screens.
import { registerLocale } from '../../kit/i18n';
import records from 'virtual:locale/records';

registerLocale('records', records);
