// The list declaration of promotions of one type (0: all), for the list renderer.
import type { ListDeclaration } from '../../renderers/list';
import { ActivityCard } from './ActivityCard';
import { activitySource } from './activitySource';
import type { ActivityPage } from './api/activities';

export { ALL_PROMOTIONS } from './activitySource';

export function activityList(type: number, compact = false): ListDeclaration<ActivityPage> {
  return {
    ...activitySource(type),
    // The first banner is the page's largest paint: fetched at once and first, the rest as they scroll into view.
    renderItem: (activity, index) => <ActivityCard activity={activity} compact={compact} first={index === 0} />,
    itemKey: (activity) => activity.id,
    emptyKey: 'promotions:list.empty',
  };
}
