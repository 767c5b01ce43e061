// Deposit methods: the tabs come from the server's flags, and the manual option (via customer service) is always added.
import type { UsdtProtocol } from '../../../../core/constants';
import type { PayWays, RangeType, RechargeBody } from '../api/deposits';

export type Method = RechargeBody['paytype'] | 'manual';
/** Every method a tab may be, the manual one last. */
export const DEPOSIT_METHODS = ['bank', 'usdt', 'wxpay', 'alipay', 'manual'] as const satisfies readonly Method[];

export const METHOD_LABELS: Record<Method, string> = {
  bank: 'wallet:recharge.methods.bank',
  usdt: 'wallet:recharge.methods.usdt',
  wxpay: 'wallet:recharge.methods.wxpay',
  alipay: 'wallet:recharge.methods.alipay',
  manual: 'wallet:recharge.methods.manual',
};

export function enabledMethods(flags: PayWays | undefined): Method[] {
  if (!flags) return ['manual'];
  const methods: Method[] = [];
  if (flags.card === 1) methods.push('bank');
  if (flags.usdt === 1) methods.push('usdt');
  if (flags.wechat === 1) methods.push('wxpay');
  if (flags.alipay === 1) methods.push('alipay');
  methods.push('manual');
  return methods;
}

/** The range a method's amount must keep to (getPayRange's type). */
export function rangeTypeOf(method: Exclude<Method, 'manual'>, chain: UsdtProtocol): RangeType {
  if (method === 'usdt') return chain === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
  return method === 'wxpay' ? 'wechat' : method;
}
