// Every server feature, in the order they are mounted, migrated and seeded.
import type { Handler, HandlerMap, OperationId } from '../http/operation';
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

/** The field reports' calls: the collector's own routes take them (telemetry/ingest.ts, its admin route), not handlers. */
type CollectorOperation = 'telemetry' | 'adminTelemetry';

/**
 * Every operation of the contract has its handler: a call added to openapi.yaml fails the typecheck here, naming it,
 * until a feature's handlers answer it (the server also refuses to start without one: http/register.ts).
 */
const handlers: { [K in Exclude<OperationId, CollectorOperation>]: Handler<K> } = {
  ...site.handlers,
  ...session.handlers,
  ...member.handlers,
  ...content.handlers,
  ...promotions.handlers,
  ...wallet.handlers,
  ...lottery.handlers,
};

export const allHandlers = (): HandlerMap => handlers;
