// The list declaration of promotions of one type (0: all), for the list renderer.
import type { ListDeclaration } from '../../renderers/list';
import { ActivityCard } from './ActivityCard';
import { fetchActivityPage, promotionKeys, type ActivityPage } from './api/activities';

export function activityList(type: number, compact = false): ListDeclaration<ActivityPage> {
  return {
    queryKey: promotionKeys.list(type),
    fetchPage: ({ page, signal }) => fetchActivityPage(type, page, signal),
    renderItem: (activity) => <ActivityCard activity={activity} compact={compact} />,
    itemKey: (activity) => activity.id,
    emptyKey: 'promotions:list.empty',
  };
}
