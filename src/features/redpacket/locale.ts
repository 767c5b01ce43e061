// The red-packet words, loaded with its screens.
import { registerNamespace } from '../../app/i18n';
import redpacket from '../../../locales/zh-CN/redpacket.json';

registerNamespace('redpacket', redpacket);
