// /activity: promotions, all or by type (a tab per type), each opening /activityInfo?id=.
import './locale';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../renderers/list';
import { ScrollTabs } from '../../renderers/tabs';
import { ALL_PROMOTIONS as ALL, activityList } from './activityList';
import { activityTypesQuery } from './api/activities';
import './promotions.css';

export default function ActivityScreen() {
  const { t } = useTranslation();
  const types = useQuery(activityTypesQuery);
  const [type, setType] = useState(ALL);
  const declaration = useMemo(() => activityList(type), [type]);

  return (
    <div className="activity-screen">
      <div className="activity-tabs">
        <ScrollTabs
          tabs={[{ value: ALL, label: t('promotions:list.all') }, ...(types.data ?? []).map((item) => ({ value: item.id, label: item.name }))]}
          value={type}
          onChange={(next) => {
            setType(next);
            window.scrollTo(0, 0);
          }}
        />
      </div>
      <div className="activity-list">
        <ListScreen key={type} declaration={declaration} />
      </div>
    </div>
  );
}
