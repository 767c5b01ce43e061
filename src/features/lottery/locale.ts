// The lottery words, loaded with the lottery screens.
import { registerNamespace } from '../../app/i18n';
import lottery from '../../../locales/zh-CN/lottery.json';

registerNamespace('lottery', lottery);
