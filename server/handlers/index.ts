import type { HandlerMap } from '../http/operation';
import { memberHandlers } from './member';
import { sessionHandlers } from './session';
import { siteHandlers } from './site';

export const handlers: HandlerMap = { ...siteHandlers, ...sessionHandlers, ...memberHandlers };
