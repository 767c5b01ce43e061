// The invite page's words, loaded with it.
import { registerNamespace } from '../../app/i18n';
import invite from '../../../locales/zh-CN/invite.json';

registerNamespace('invite', invite);
