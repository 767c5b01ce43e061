// The member centre's words, loaded with its screens.
import { registerNamespace } from '../../app/i18n';
import member from '../../../locales/zh-CN/member.json';

registerNamespace('member', member);
