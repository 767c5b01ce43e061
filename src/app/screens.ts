// The shape of screens.config.ts: every route with its layout, guard, header and screen.
import type { ComponentType } from 'react';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * member: a visitor goes to /login?redirect=<path>. memberToast: a visitor is told to log in and sent to / after a
 * second (the lottery room, as the spec has it). none: anyone.
 */
export type Guard = 'none' | 'member' | 'memberToast';

export type TabKey = 'hall' | 'promotions' | 'service' | 'discover' | 'mine';

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
}

export interface TabDef {
  key: TabKey;
  path: string;
  titleKey: string;
}
