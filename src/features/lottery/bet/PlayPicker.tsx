// The plays of a room: its groups as tabs (name and description), a group's items with their odds, or for a special
// group the numbers 1-49 in their ball colours. Tapping toggles a pick.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPECIAL_NUMBER_MAX, SPECIAL_NUMBER_MIN } from '../../../lib/constants';
import { useTabList } from '../../../lib/useTabList';
import type { PlayGroup, PlayItem } from '../api/room';
import { colourClass } from '../rules/labels';
import { ballColour } from '../rules/results';
import { pickOf, splitPick, type Pick } from './slip';

const NUMBERS = Array.from({ length: SPECIAL_NUMBER_MAX - SPECIAL_NUMBER_MIN + 1 }, (_, i) => i + SPECIAL_NUMBER_MIN);

interface PickerProps {
  groups: PlayGroup[];
  picks: readonly Pick[];
  onToggle(pick: Pick): void;
}

function countIn(group: PlayGroup, picks: readonly Pick[]): number {
  const ids = new Set(group.childrens.map((c) => c.id));
  return picks.filter((p) => ids.has(splitPick(p).id)).length;
}

function SpecialNumbers({ group, picks, onToggle }: { group: PlayGroup } & Omit<PickerProps, 'groups'>) {
  const { t } = useTranslation();
  const [itemId, setItemId] = useState(group.childrens[0]?.id);
  const item = group.childrens.find((c) => c.id === itemId) ?? group.childrens[0];
  const ids = group.childrens.map((c) => c.id);
  const tabs = useTabList(ids, ids.indexOf(item?.id ?? -1), setItemId);
  if (!item) return null;
  return (
    <>
      {group.childrens.length > 1 && (
        <div className="lottery-chips" role="tablist" aria-label={group.name} onKeyDown={tabs.onKeyDown}>
          {group.childrens.map((c, i) => (
            <button
              key={c.id}
              ref={tabs.tabRef(i)}
              type="button"
              role="tab"
              aria-selected={c.id === item.id}
              tabIndex={c.id === item.id ? 0 : -1}
              className="lottery-chip"
              onClick={() => setItemId(c.id)}
            >
              {c.playtitle}
            </button>
          ))}
        </div>
      )}
      <p className="lottery-special-caption">
        {t('lottery:bet.pickNumbers')} · {item.playtitle} <span className="lottery-odds">{item.odds}</span>
      </p>
      <div className="lottery-number-grid">
        {NUMBERS.map((n) => {
          const pick = pickOf(item, String(n));
          const on = picks.includes(pick);
          return (
            <button key={n} type="button" aria-pressed={on} className={`lottery-number ${colourClass(ballColour(n))} ${on ? 'is-picked' : ''}`} onClick={() => onToggle(pick)}>
              {String(n).padStart(2, '0')}
            </button>
          );
        })}
      </div>
    </>
  );
}

function Items({ items, picks, onToggle }: { items: PlayItem[] } & Omit<PickerProps, 'groups'>) {
  return (
    <div className={`lottery-item-grid ${items.length > 8 ? 'lottery-item-grid-dense' : ''}`}>
      {items.map((item) => {
        const pick = pickOf(item, item.playtitle);
        const on = picks.includes(pick);
        return (
          <button
            key={item.id}
            type="button"
            aria-pressed={on}
            aria-label={`${item.playtitle} ${item.odds}`}
            className={`lottery-item ${on ? 'is-picked' : ''}`}
            onClick={() => onToggle(pick)}
          >
            <span className="lottery-item-title">{item.playtitle}</span>
            <span className="lottery-odds">{item.odds}</span>
          </button>
        );
      })}
    </div>
  );
}

export function PlayPicker({ groups, picks, onToggle }: PickerProps) {
  const { t } = useTranslation();
  const [groupId, setGroupId] = useState(groups[0]?.id);
  const group = groups.find((g) => g.id === groupId) ?? groups[0];
  const ids = groups.map((g) => g.id);
  const tabs = useTabList(ids, ids.indexOf(group?.id ?? -1), setGroupId);
  if (!group) return null;
  return (
    <div className="lottery-picker">
      <div className="lottery-chips lottery-group-tabs" role="tablist" aria-label={t('lottery:bet.plays')} onKeyDown={tabs.onKeyDown}>
        {groups.map((g, i) => {
          const count = countIn(g, picks);
          return (
            <button
              key={g.id}
              ref={tabs.tabRef(i)}
              type="button"
              role="tab"
              aria-selected={g.id === group.id}
              tabIndex={g.id === group.id ? 0 : -1}
              className="lottery-chip"
              onClick={() => setGroupId(g.id)}
            >
              {g.name}
              {count > 0 && <span className="lottery-chip-count">{count}</span>}
            </button>
          );
        })}
      </div>
      {group.desc && <p className="lottery-group-desc">{group.desc}</p>}
      {group.special ? <SpecialNumbers key={group.id} group={group} picks={picks} onToggle={onToggle} /> : <Items items={group.childrens} picks={picks} onToggle={onToggle} />}
    </div>
  );
}
