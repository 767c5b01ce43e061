// The promotions words, loaded with its screens.
import { registerLocale } from '../../kit/i18n';
import promotions from 'virtual:locale/promotions';

registerLocale('promotions', promotions);
