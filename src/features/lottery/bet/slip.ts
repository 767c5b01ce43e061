// A bet slip in the panel: the picked items (an item and, in a special group, a number), one stake for each, the
// lines sent to the server, and the total. Money stays in fen (core/money.ts), never a float.
import { formatFen, parseFen } from '../../../../core/money';
import type { PlayGroup, PlayItem } from '../api/room';

/** "itemId:data": data is the item's own title, or the number picked in a special group. */
export type Pick = string;

export const pickOf = (item: PlayItem, data: string): Pick => `${item.id}:${data}`;

export function splitPick(pick: Pick): { id: number; data: string } {
  const at = pick.indexOf(':');
  return { id: Number(pick.slice(0, at)), data: pick.slice(at + 1) };
}

/** The order lines for the server: one per pick, each with the stake as typed (already checked). */
export const orderLines = (picks: readonly Pick[], stake: string) => picks.map((p) => ({ ...splitPick(p), total: stake.trim() }));

/** count × stake, or null while the stake is not a valid amount. */
export function slipTotal(count: number, stake: string): string | null {
  const fen = parseFen(stake);
  return fen === null ? null : formatFen(fen * count);
}

/** Picks whose item no longer exists in the room's plays are dropped (the plays changed under the player). */
export function validPicks(picks: readonly Pick[], groups: readonly PlayGroup[]): Pick[] {
  const ids = new Set(groups.flatMap((g) => g.childrens.map((c) => c.id)));
  return picks.filter((p) => ids.has(splitPick(p).id));
}
