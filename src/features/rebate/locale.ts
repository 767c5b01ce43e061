// The rebate centre's words, loaded with its screen.
import { registerNamespace } from '../../app/i18n';
import rebate from '../../../locales/zh-CN/rebate.json';

registerNamespace('rebate', rebate);
