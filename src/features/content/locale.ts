// The content words, registered when a content screen loads.
import { registerNamespace } from '../../app/i18n';
import content from '../../../locales/zh-CN/content.json';

registerNamespace('content', content);
