// Money: venue wallets and transfers, deposits, cards, withdrawals and records. Every move goes through the ledger.
import type { ServerFeature } from '../feature';
import { walletAdmin } from './admin';
import { cardHandlers } from './cards';
import { depositHandlers } from './deposits';
import { walletMigrations } from './migrations';
import { recordHandlers } from './records';
import { seedWallet } from './seed';
import { venueHandlers } from './venues';
import { withdrawalHandlers } from './withdrawals';

export const wallet = {
  name: 'wallet',
  migrations: walletMigrations,
  handlers: { ...venueHandlers, ...depositHandlers, ...cardHandlers, ...withdrawalHandlers, ...recordHandlers },
  admin: walletAdmin,
  seed: seedWallet,
} satisfies ServerFeature;
