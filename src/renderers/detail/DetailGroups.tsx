// Cards of declared entries (a menu): label, its quieter description, the formatted value, and where a tap leads
// (an entry to a route the brand turned off is not shown).
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../kit/navigation';
import { useIsRouteOn } from '../../kit/routesOn';
import { drawIcon, FieldValue, fieldKey, fieldLabelKey, fieldPath, isInternalPath } from '../fields';
import type { DetailGroup } from './types';

export function DetailGroups<T>({ groups, item }: { groups: readonly DetailGroup<T>[]; item: T }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const isRouteOn = useIsRouteOn();
  return groups.map((group) => (
    <List key={group.key} mode="card" className="detail-screen-group">
      {group.fields
        // An entry leading to a route the brand turned off is left out.
        .filter((field) => (field.when?.(item) ?? true) && isRouteOn(fieldPath(field, item) ?? ''))
        .map((field, index) => {
          const labelKey = fieldLabelKey(field, item);
          const to = fieldPath(field, item);
          const open = isInternalPath(to) ? () => navigate(to) : undefined;
          const Control = field.control;
          return (
            <List.Item
              key={fieldKey(field, index)}
              prefix={drawIcon(field.icon)}
              description={field.descriptionKey && t(field.descriptionKey)}
              extra={Control ? <Control /> : field.value !== undefined && <FieldValue field={field} item={item} />}
              arrowIcon={open !== undefined}
              onClick={open}
            >
              {labelKey && t(labelKey)}
            </List.Item>
          );
        })}
    </List>
  ));
}
