// Locale sentences as a test expects them: the tests read words from locales/ (not copies), so a re-wording or a
// rebrand keeps them green; these fill a sentence's {{slots}} the way i18next does.

type Values = Record<string, string | number>;

const SLOT = /\{\{\s*(\w+)\s*\}\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentence with each {{slot}} filled; a slot without a value is the test's mistake, so it throws. */
export function fillIn(sentence: string, values: Values): string {
  return sentence.replace(SLOT, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}} in "${sentence}"`);
    return String(values[name]);
  });
}

/** The sentence as a pattern: its words literal, each {{slot}} matching the pattern source given for it. */
export function sentencePattern(sentence: string, slots: Record<string, string>): RegExp {
  const source = sentence
    .split(SLOT)
    .map((part, i) => {
      // split() with a capture group alternates text and slot names.
      if (i % 2 === 0) return escapeRegExp(part);
      const slot = slots[part];
      if (slot === undefined) throw new Error(`no pattern for {{${part}}} in "${sentence}"`);
      return slot;
    })
    .join('');
  return new RegExp(source);
}

/** Matches the words anywhere in a longer name (a button's name with a count or an icon beside it). */
export const containing = (words: string) => new RegExp(escapeRegExp(words));

interface VipProgressWords {
  line: string;
  current: string;
  next: string;
  deposits: string;
}

/** A VIP progress figure as the screens word it (common:vipProgress): which level's requirement, then the measure. */
export function vipProgressLine(words: VipProgressWords, scope: 'current' | 'next', level: number, percent: number): string {
  return fillIn(words.line, { scope: fillIn(words[scope], { level }), measure: fillIn(words.deposits, { percent }) });
}
