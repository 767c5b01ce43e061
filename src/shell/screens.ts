// The shape of screens.config.ts: every route with its layout, guard, header and screen.
import type { ComponentType } from 'react';
import type { TabKey } from '../../brands/types';
import type { Capabilities } from '../api/wire/types';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * member: a visitor goes to /login?redirect=<path>. memberToast: a visitor is told to log in and sent to / after a
 * second (the lottery room, as the spec has it). none: anyone.
 */
export type Guard = 'none' | 'member' | 'memberToast';

/** A capability a back end has or lacks (src/api/wire/capabilities.ts): the ones a route can need. */
export type RouteCapability = { [K in keyof Capabilities]: Capabilities[K] extends boolean ? K : never }[keyof Capabilities];

export interface ScreenDef {
  path: string;
  /** main: inside the layout with the bottom tab bar; top: a page of its own. */
  layout: 'main' | 'top';
  guard: Guard;
  /** The screen's title (locale key), whether or not its top bar shows. */
  titleKey: string;
  /** The top bar: a title key and whether it has a back arrow; null hides it. */
  header: { titleKey: string; back: boolean } | null;
  /** The tab marked while this screen shows. */
  tab?: TabKey;
  screen: ScreenLoader;
  /**
   * What the back end must offer for this screen's calls. Without it the route says the site does not offer it,
   * with a way back, and neither loads the screen nor makes a call.
   */
  needs?: RouteCapability;
}

export interface TabDef {
  key: TabKey;
  path: string;
  titleKey: string;
}
