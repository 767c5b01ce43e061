// The VIP words, registered when the VIP page loads.
import { registerNamespace } from '../../app/i18n';
import vip from '../../../locales/zh-CN/vip.json';

registerNamespace('vip', vip);
