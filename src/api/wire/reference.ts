// The reference server speaks the contract itself: nothing to decode or encode, everything offered.
import { PASSWORD_LENGTH } from '../../lib/constants';
import type { Dialect } from './types';

export const referenceDialect: Dialect = {
  name: 'reference',
  capabilities: { lotteryRooms: true, registerPasswordMin: PASSWORD_LENGTH.min },
  decoders: {},
  encoders: {},
  absent: [],
  // The contract's default: the server knows each platform's category itself.
  gameType: () => 0,
};
