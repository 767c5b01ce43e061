// Money is integer fen in arithmetic and a two-place decimal string on the wire; never a float.

const INPUT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;
const SIGNED = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "100.1" → 10010; null when the text is not a non-negative amount with at most two places. */
export function parseFen(text: string): number | null {
  const match = INPUT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Like parseFen, but a leading minus is allowed. */
export function parseSignedFen(text: string): number | null {
  const match = SIGNED.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -fen : fen;
}

/** 10010 → "100.10". */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an integer amount of fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
