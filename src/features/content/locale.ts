// The content words, registered when a content screen loads.
import { registerLocale } from '../../kit/i18n';
import content from 'virtual:locale/content';

registerLocale('content', content);
