// The promotions words, loaded with its screens.
import { registerNamespace } from '../../app/i18n';
import promotions from '../../../locales/zh-CN/promotions.json';

registerNamespace('promotions', promotions);
