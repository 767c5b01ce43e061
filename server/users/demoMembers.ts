// The accounts a fresh database starts with (server/seed.ts makes them): a demo member with money to play with, and
// the brand's guest trial account. Features' demo data (server/features/*/seed.ts) build on them.
import { brand } from '../../brand.config';

export const DEMO_MEMBER = { username: 'demo888', password: 'demo888', payPassword: '666888', balanceFen: 1_000_000 };
export const TRIAL_MEMBER = { ...brand.trialAccount, payPassword: brand.trialAccount.password, balanceFen: 200_000 };
