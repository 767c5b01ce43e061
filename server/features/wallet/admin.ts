// The money rows of DESIGN.md's admin table: the back office's review of deposits and withdrawals, each once.
import type { AdminRoute } from '../../admin/register';
import { reviewDeposit } from './deposits';
import { reviewWithdrawal } from './withdrawals';

/** The contract's rule of a deposit number (any back end's token: openapi.yaml PayInfoRequest). */
const depositNumber = { $ref: '#/components/schemas/PayInfoRequest/properties/deposit_no' };
/** A withdrawal's number is this server's own ("W" and digits, withdrawals.ts). */
const orderNumber = { type: 'string', pattern: '^[A-Z0-9]{1,32}$' };

export const walletAdmin: Record<string, AdminRoute> = {
  '/admin/deposit': {
    schema: { type: 'object', required: ['deposit_no', 'approve'], properties: { deposit_no: depositNumber, approve: { type: 'boolean' } } },
    run: (body, deps) => reviewDeposit(deps, String(body.deposit_no), body.approve === true),
  },
  '/admin/withdrawal': {
    schema: { type: 'object', required: ['out_trade_no', 'approve'], properties: { out_trade_no: orderNumber, approve: { type: 'boolean' } } },
    run: (body, deps) => reviewWithdrawal(deps, String(body.out_trade_no), body.approve === true),
  },
};
