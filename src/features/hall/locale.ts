// The hall's words, registered when its code loads.
import { registerNamespace } from '../../app/i18n';
import hall from '../../../locales/zh-CN/hall.json';

registerNamespace('hall', hall);
