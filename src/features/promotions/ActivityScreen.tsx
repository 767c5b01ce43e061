// /activity: promotions, all or by type (a tab per type), each opening /activityInfo?id=.
import './locale';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../renderers/list';
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
        <Tabs
          activeKey={String(type)}
          onChange={(key) => {
            setType(Number(key));
            window.scrollTo(0, 0);
          }}
        >
          <Tabs.Tab key={String(ALL)} title={t('promotions:list.all')} />
          {(types.data ?? []).map((item) => (
            <Tabs.Tab key={String(item.id)} title={item.name} />
          ))}
        </Tabs>
      </div>
      <div className="activity-list">
        <ListScreen key={type} declaration={declaration} />
      </div>
    </div>
  );
}
