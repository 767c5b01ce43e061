// The plays of a room: its groups as tabs (name and description), a group's items with their odds, or for a special
// group the numbers 1-49 in their ball colours. Tapping toggles a pick.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SPECIAL_NUMBER_MAX, SPECIAL_NUMBER_MIN } from '../../../../core/constants';
import { useTabList } from '../../../lib/useTabList';
import type { PlayGroup, PlayItem } from '../api/room';
import { colourClass } from '../rules/labels';
import { ballColour } from '../../../../core/lotteryResults';
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

interface ChipTabsProps<V> {
  label: string;
  className?: string;
  tabs: readonly { value: V; content: ReactNode }[];
  value: V;
  onChange(value: V): void;
}

/** A row of chips that is a tab list (useTabList: the arrows, Home and End move and choose; one tab in the Tab order). */
function ChipTabs<V>({ label, className, tabs, value, onChange }: ChipTabsProps<V>) {
  const values = tabs.map((tab) => tab.value);
  const { onKeyDown, tabRef } = useTabList(values, values.indexOf(value), onChange);
  return (
    <div className={className ? `lottery-chips ${className}` : 'lottery-chips'} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={String(tab.value)}
          ref={tabRef(i)}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          className="lottery-chip"
          onClick={() => onChange(tab.value)}
        >
          {tab.content}
        </button>
      ))}
    </div>
  );
}

function SpecialNumbers({ group, picks, onToggle }: { group: PlayGroup } & Omit<PickerProps, 'groups'>) {
  const { t } = useTranslation();
  const [itemId, setItemId] = useState(group.childrens[0]?.id);
  const item = group.childrens.find((c) => c.id === itemId) ?? group.childrens[0];
  if (!item) return null;
  return (
    <>
      {group.childrens.length > 1 && (
        <ChipTabs label={group.name} tabs={group.childrens.map((c) => ({ value: c.id, content: c.playtitle }))} value={item.id} onChange={setItemId} />
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
  if (!group) return null;
  const tabs = groups.map((g) => {
    const count = countIn(g, picks);
    const content = (
      <>
        {g.name}
        {count > 0 && <span className="lottery-chip-count">{count}</span>}
      </>
    );
    return { value: g.id, content };
  });
  return (
    <div className="lottery-picker">
      <ChipTabs label={t('lottery:bet.plays')} className="lottery-group-tabs" tabs={tabs} value={group.id} onChange={setGroupId} />
      {group.desc && <p className="lottery-group-desc">{group.desc}</p>}
      {group.special ? <SpecialNumbers key={group.id} group={group} picks={picks} onToggle={onToggle} /> : <Items items={group.childrens} picks={picks} onToggle={onToggle} />}
    </div>
  );
}
