// The games words, registered when a games screen loads.
import { registerLocale } from '../../app/i18n';
import games from 'virtual:locale/games';

registerLocale('games', games);
