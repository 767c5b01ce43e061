// The records tab: a collapsible overview of subordinates (the spec fixes every figure at zero), then bonus records and
// friends with a date range, reset and query. No call serves these records yet, so the table shows its empty state.
import { Button, CapsuleTabs, Collapse } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../kit/toast';
import { EmptyState } from '../../renderers/states';
import { DateRange } from './DateRange';

const STATS = [
  'invite:stats.members',
  'invite:stats.monthNew',
  'invite:stats.monthActive',
  'invite:stats.monthValidActive',
  'invite:stats.todayNew',
  'invite:stats.todayActive',
  'invite:stats.monthNewValid',
  'invite:stats.monthDeposits',
  'invite:stats.todayDeposits',
] as const;

// The spec gives both tables the same columns: date, bonus, remark.
const COLUMNS = ['invite:records.date', 'invite:records.bonus', 'invite:records.remark'] as const;
const TABLES = { bonus: COLUMNS, friends: COLUMNS } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const lastWeek = () => ({ from: new Date(Date.now() - 6 * DAY_MS), to: new Date() });

export function RecordsTab() {
  const { t } = useTranslation();
  const [table, setTable] = useState<keyof typeof TABLES>('bonus');
  const [range, setRange] = useState(lastWeek);

  const query = () => {
    if (range.from.getTime() > range.to.getTime()) toast.fail(t('invite:records.badRange'));
  };

  return (
    <div className="invite-tab">
      <Collapse defaultActiveKey={['overview']} className="invite-overview">
        <Collapse.Panel key="overview" title={t('invite:stats.title')}>
          <dl className="invite-stats">
            {STATS.map((key) => (
              <div key={key}>
                <dd>0</dd>
                <dt>{t(key)}</dt>
              </div>
            ))}
          </dl>
        </Collapse.Panel>
      </Collapse>
      <section className="invite-card invite-records">
        <CapsuleTabs activeKey={table} onChange={(key) => setTable(key as keyof typeof TABLES)}>
          <CapsuleTabs.Tab key="bonus" title={t('invite:records.bonusTab')} />
          <CapsuleTabs.Tab key="friends" title={t('invite:records.friendsTab')} />
        </CapsuleTabs>
        <DateRange from={range.from} to={range.to} onChange={(from, to) => setRange({ from, to })} />
        <div className="invite-buttons">
          <Button shape="rounded" fill="outline" onClick={() => setRange(lastWeek())}>
            {t('invite:records.reset')}
          </Button>
          <Button shape="rounded" color="primary" onClick={query}>
            {t('invite:records.query')}
          </Button>
        </div>
        <table className="invite-table">
          <thead>
            <tr>
              {TABLES[table].map((key) => (
                <th key={key}>{t(key)}</th>
              ))}
            </tr>
          </thead>
        </table>
        <EmptyState textKey="invite:records.empty" />
      </section>
    </div>
  );
}
