// One factory per domain object the tests serve, typed by the contract (a renamed field fails the typecheck here
// once, not in every test's copy): a plain default, and each test overrides what its story needs.
import type { User } from './contract';

/** A member as /api/user answers it: VIP1, no money, no contact details. */
export const aUser = (patch: Partial<User> = {}): User => ({
  id: 7,
  uid: '12345678',
  username: 'meme01',
  realname: '',
  avatar: '',
  balance: '0.00',
  gameblance: '0.00',
  usdtrate: '7.20',
  withdrawusdtrate: '7.10',
  withdrawcashfee: '5.00',
  withdrawfeeusdttrc: '1.00',
  transferstatus: 0,
  current_vip: 'VIP1',
  vip: 1,
  paysum: '0.00',
  joinday: 1,
  isagent: 0,
  mobile: '',
  email: '',
  birthday: '',
  ...patch,
});
