// Every server feature, in the order they are mounted, migrated and seeded.
import type { HandlerMap } from '../http/operation';
import { content } from './content';
import type { ServerFeature } from './feature';
import { lottery } from './lottery';
import { member } from './member';
import { promotions } from './promotions';
import { session } from './session';
import { site } from './site';
import { telemetry } from './telemetry';
import { wallet } from './wallet';

export const features: readonly ServerFeature[] = [site, session, member, content, promotions, wallet, lottery, telemetry];

export const allHandlers = (): HandlerMap => Object.assign({}, ...features.map((f) => f.handlers ?? {})) as HandlerMap;
