// What a money input keeps of what is typed: digits, at most one point and two places, nine whole digits (never a
// float; the contract's amounts are decimal strings).

export function moneyInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (!rest.length) return whole.slice(0, 9);
  return `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
}
