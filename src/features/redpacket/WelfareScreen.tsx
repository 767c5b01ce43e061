// /welfare: the welfare centre: the ways to today's red packet and to the rebates, then the member's past draws
// (what was won and on which deposits, when it was granted and when drawn). The draws are the red packet's: where the
// brand turns /hongbao off, they are neither asked for nor shown (nor their heading), and the rebates' way stays.
import './locale';
import { defineList } from '../../renderers/list';
import { fetchRedPacketPage, redPacketKeys, type RedPacketPage } from './api/redPacket';
import { WelfareEntries } from './WelfareEntries';
import './redpacket.css';

export default defineList<RedPacketPage>({
  queryKey: redPacketKeys.records,
  fetchPage: ({ page, signal }) => fetchRedPacketPage(page, signal),
  row: {
    fields: [
      [
        { value: 'redpacketmoney', format: 'signed', size: 'large', tone: 'primary' },
        { value: 'money', format: 'money', phrase: { key: 'redpacket:welfare.deposits', name: 'money' }, size: 'regular', tone: 'secondary' },
      ],
      [
        { value: 'created_at', format: 'time', phrase: { key: 'redpacket:welfare.granted', name: 'time' }, size: 'small' },
        { value: 'usetime', format: 'time', phrase: { key: 'redpacket:welfare.used', name: 'time' }, size: 'small' },
      ],
    ],
  },
  itemKey: (item) => item.id,
  header: WelfareEntries,
  rowsOf: '/hongbao',
  heading: 'redpacket:records',
  emptyKey: 'redpacket:welfare.empty',
});
