// /activity_old: the older layout of the promotions page: every promotion in one list, thumbnail beside the title.
import './locale';
import { defineList } from '../../renderers/list';
import { activityList } from './activityList';
import './promotions.css';

export default defineList(activityList(0, true));
