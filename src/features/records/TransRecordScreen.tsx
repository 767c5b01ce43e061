// /transRecord (account details): deposits, withdrawals, transfers in and out, by platform, date code and type; infinite scroll.
import './locale';
import { defineList } from '../../renderers/list';
import { fetchTransPage, recordsKeys, venueOptionsQuery, type RecordType, type TransRecordPage } from './api';
import { TYPE_OPTIONS } from './labels';
import { TransRecordRow } from './TransRecordRow';
import './records.css';

export default defineList<TransRecordPage, RecordType, typeof recordsKeys.venues>({
  queryKey: recordsKeys.trans,
  fetchPage: fetchTransPage,
  staleTime: 0, // reviews, draws and settlements change these rows on the server: ask again on each visit
  renderItem: (record) => <TransRecordRow record={record} />,
  itemKey: (record) => `${record.type}-${record.out_trade_no}`,
  filters: { platform: { query: venueOptionsQuery }, date: true, type: { options: TYPE_OPTIONS, default: 1 } },
  emptyKey: 'records:empty',
});
