// /activityRecord: the member's promotion applications with their review state, newest first.
import './locale';
import { defineList } from '../../renderers/list';
import { promotionKeys } from './api/activities';
import { fetchApplicationPage, type ActivityApplyPage } from './api/applications';

export default defineList<ActivityApplyPage>({
  queryKey: promotionKeys.applications,
  fetchPage: ({ page, signal }) => fetchApplicationPage(page, signal),
  staleTime: 0, // reviews, draws and settlements change these rows on the server: ask again on each visit
  row: {
    className: () => 'activity-record',
    fields: [
      [
        { value: 'activity_name', sub: { value: 'created_at', format: 'time' } },
        {
          value: 'state',
          format: {
            badge: {
              1: { labelKey: 'promotions:record.state.1', tone: 'warning' },
              2: { labelKey: 'promotions:record.state.2', tone: 'success' },
              3: { labelKey: 'promotions:record.state.3', tone: 'danger' },
            },
            outline: true,
          },
        },
      ],
    ],
  },
  itemKey: (item) => item.id,
  emptyKey: 'promotions:record.empty',
});
