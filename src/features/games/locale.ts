// The games words, registered when a games screen loads.
import { registerLocale } from '../../kit/i18n';
import games from 'virtual:locale/games';

registerLocale('games', games);
