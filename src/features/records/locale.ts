// The records' words, loaded with their screens.
import { registerLocale } from '../../app/i18n';
import records from 'virtual:locale/records';

registerLocale('records', records);
