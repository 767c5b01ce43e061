// The games words, registered when a games screen loads.
import { registerNamespace } from '../../app/i18n';
import games from '../../../locales/zh-CN/games.json';

registerNamespace('games', games);
