// The records' words, loaded with their screens.
import { registerNamespace } from '../../app/i18n';
import records from '../../../locales/zh-CN/records.json';

registerNamespace('records', records);
