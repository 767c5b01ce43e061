// Promotions, red packets and rebates, and the member-centre calls they sit beside (avatar, profile, agent).
import type { ServerFeature } from '../feature';
import { activityHandlers } from './activities';
import { promotionsAdmin } from './admin';
import { registerUploads, startAvatarSweep } from './avatars';
import { promotionsMigrations } from './migrations';
import { profileHandlers } from './profile';
import { rebateHandlers } from './rebateHandlers';
import { startRebateSettlement } from './rebateSchedule';
import { redPacketHandlers } from './redpacketHandlers';
import { seedPromotions } from './seed';

export const promotions = {
  name: 'promotions',
  migrations: promotionsMigrations,
  handlers: { ...activityHandlers, ...redPacketHandlers, ...rebateHandlers, ...profileHandlers },
  admin: promotionsAdmin,
  seed: seedPromotions,
  routes: registerUploads,
  start(deps) {
    const stops = [startRebateSettlement(deps), startAvatarSweep(deps)];
    return () => stops.forEach((stop) => stop());
  },
} satisfies ServerFeature;
