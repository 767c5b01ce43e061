// /usdtmore: TRC20 and ERC20 side by side, with this site's withdrawal fee of each (a member's profile; '--' for a
// visitor, whose profile is not asked for).
import './locale';
import { defineDetail } from '../../renderers/detail';
import { userQuery } from '../../session/queries';
import { tokenStore } from '../../session/tokenStore';

/** A fee of the profile; none in a visitor's page, drawn from an empty item. */
const fee = (amount: string | undefined) => (amount ? `${amount} USDT` : '--');

export default defineDetail({
  query: () => (tokenStore.get() ? { ...userQuery, meta: { silent: true } } : null),
  textKey: () => 'wallet:usdtmore.lead',
  table: {
    // The chains' names are no words of ours: t() gives them back as they are.
    columns: ['TRC20', 'ERC20'],
    rows: [
      { labelKey: 'wallet:usdtmore.rows.network', cells: ['wallet:usdtmore.trc.network', 'wallet:usdtmore.erc.network'] },
      { labelKey: 'wallet:usdtmore.rows.address', cells: ['wallet:usdtmore.trc.address', 'wallet:usdtmore.erc.address'] },
      { labelKey: 'wallet:usdtmore.rows.speed', cells: ['wallet:usdtmore.trc.speed', 'wallet:usdtmore.erc.speed'] },
      { labelKey: 'wallet:usdtmore.rows.cost', cells: ['wallet:usdtmore.trc.cost', 'wallet:usdtmore.erc.cost'] },
      { labelKey: 'wallet:usdtmore.rows.fee', cells: [(user) => fee(user.withdrawfeeusdttrc), (user) => fee(user.withdrawcashfee)] },
    ],
    footnoteKeys: ['wallet:usdtmore.advice', 'wallet:usdtmore.warning'],
  },
});
