// The list declaration of promotions of one type (0: all), for the list renderer: each a banner card (fixed 5:2
// box, so nothing jumps while it loads) with its title and date, opening /activityInfo?id=; compact, a smaller
// picture beside them.
import type { ListDeclaration } from '../../renderers/list';
import { activitySource } from './activitySource';
import type { ActivityPage } from './api/activities';

export { ALL_PROMOTIONS } from './activitySource';

export function activityList(type: number, compact = false): ListDeclaration<ActivityPage> {
  return {
    ...activitySource(type),
    row: {
      look: compact ? 'card' : 'banner',
      className: () => (compact ? 'activity-card activity-card-compact' : 'activity-card'),
      // The first banner is the page's largest paint: fetched at once and first, the rest as they scroll into view.
      media: { value: 'banner', format: { image: { width: 750, height: 300, eagerFirst: true } } },
      fields: [
        { value: 'title' },
        [
          { value: 'created_at', format: 'date', size: 'regular', tone: 'weak' },
          { labelKey: 'promotions:list.more', cta: 'more' },
        ],
      ],
      to: (activity) => `/activityInfo?id=${activity.id}`,
    },
    itemKey: (activity) => activity.id,
    emptyKey: 'promotions:list.empty',
  };
}
