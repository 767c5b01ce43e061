// The wallet's words, loaded with its screens.
import { registerNamespace } from '../../app/i18n';
import wallet from '../../../locales/zh-CN/wallet.json';

registerNamespace('wallet', wallet);
