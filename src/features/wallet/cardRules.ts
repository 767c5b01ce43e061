// Card binding's rules (/addBankCard, /addUsdtCard): the contract's BindCardRequest (lengths and their sentences)
// composed with what it cannot say: a bank card's branch and digits, a USDT address's shape by protocol.
import { z } from '../../lib/zod';
import '../../kit/contractLocale';
import { firstProblem } from '../../api/requestRules';
import { BindCardRequestSchema } from '../../api/requestSchemas.gen';
import { failer, type Fail } from './rules';

const bind = BindCardRequestSchema.shape;

/** The pay password: given, then the contract's length (6 to 18). */
function checkPayPassword(password: string, fail: Fail): void {
  fail('pay_pass', password ? firstProblem(bind.pay_pass, password) : 'wallet:cards.payPasswordRequired');
}

/** TRC20 addresses: T and 33 base58 characters; ERC20: 0x and 40 hex digits. */
export const USDT_ADDRESS: Record<string, RegExp> = { TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, ERC20: /^0x[0-9a-fA-F]{40}$/ };

/** Address (sent as bank_no), protocol (TRC20 by default, or ERC20; sent as bank_owner), pay password. */
export const usdtCardSchema = z
  .object({ address: z.string(), protocol: z.string(), pay_pass: z.string() })
  .superRefine((v, ctx) => {
    const fail = failer(ctx);
    const pattern = USDT_ADDRESS[v.protocol];
    const address = v.address.trim();
    if (!address) fail('address', 'wallet:cards.addressRequired');
    else if (pattern && !pattern.test(address)) fail('address', 'wallet:cards.addressFormat');
    if (!pattern) fail('protocol', 'wallet:cards.protocolRequired');
    checkPayPassword(v.pay_pass, fail);
  })
  .transform((v) => ({ bank: 'USDT', bank_owner: v.protocol, bank_no: v.address.trim(), pay_pass: v.pay_pass }));

/** Holder, bank, branch, card number (the contract's length, digits, spaces ignored), pay password: the request itself. */
export const bankCardSchema = z
  .object({ bank_owner: z.string(), bank: z.string(), bank_address: z.string(), bank_no: z.string(), pay_pass: z.string() })
  .superRefine((v, ctx) => {
    const fail = failer(ctx);
    const cardNo = v.bank_no.replace(/\s+/g, '');
    fail('bank_owner', firstProblem(bind.bank_owner, v.bank_owner.trim()));
    fail('bank', firstProblem(bind.bank, v.bank));
    // The contract lets a USDT binding go without a branch; a bank card needs one.
    fail('bank_address', v.bank_address.trim() ? firstProblem(bind.bank_address, v.bank_address.trim()) : 'wallet:cards.branchRequired');
    if (!cardNo) fail('bank_no', 'wallet:cards.cardNoRequired');
    else fail('bank_no', firstProblem(bind.bank_no, cardNo) ?? (/^\d+$/.test(cardNo) ? undefined : 'wallet:cards.cardNoDigits'));
    checkPayPassword(v.pay_pass, fail);
  })
  .transform((v) => ({ bank_owner: v.bank_owner.trim(), bank: v.bank, bank_address: v.bank_address.trim(), bank_no: v.bank_no.replace(/\s+/g, ''), pay_pass: v.pay_pass }));
