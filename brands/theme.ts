// The one theme: a brand's tokens become CSS variables on :root. Tints, shadows and gradients are mixed here from the
// tokens, so no stylesheet under src/ names a colour of its own (tests/unit/no-colour-literals.test.ts). They are mixed
// by the build, as CSS color-mixColours() in sRGB would mix them, into plain colours: every engine of the browser floor reads
// those (color-mixColours() came with Chromium 111 and Safari 16.2; a variable holding it is void in older ones).
import type { BrandTokens } from './types';

type Rgba = [r: number, g: number, b: number, a: number];

/** A token's colour: #rgb, #rgba, #rrggbb, #rrggbbaa or transparent. */
function parseColour(colour: string): Rgba {
  if (colour === 'transparent') return [0, 0, 0, 0];
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(colour)?.[1];
  if (!hex) throw new Error(`brands/theme.ts: "${colour}" is not a colour a brand token may be (#rrggbb, #rgb, with alpha, or transparent)`);
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b, a = 255] = full.match(/../g)!.map((pair) => Number.parseInt(pair, 16));
  return [r!, g!, b!, a / 255];
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** color-mixColours(in srgb, colour percent%, base), premultiplied as CSS mixes, written as #rrggbb or rgba(). */
export function mixColours(colour: string, percent: number, base = 'transparent'): string {
  const [one, two] = [parseColour(colour), parseColour(base)];
  const p = percent / 100;
  const alpha = one[3] * p + two[3] * (1 - p);
  const channel = (i: 0 | 1 | 2) => (alpha === 0 ? 0 : (one[i] * one[3] * p + two[i] * two[3] * (1 - p)) / alpha);
  const [r, g, b] = [channel(0), channel(1), channel(2)];
  if (alpha >= 1) return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${Math.round(alpha * 1000) / 1000})`;
}

export function themeVariables(t: BrandTokens): Record<`--${string}`, string> {
  const surface = t.surface;
  return {
    // antd-mobile's own variables: its components follow the brand.
    '--adm-color-primary': t.primary,
    '--adm-color-success': t.success,
    '--adm-color-warning': t.warning,
    '--adm-color-danger': t.danger,
    '--adm-color-text': t.text,
    '--adm-color-text-secondary': t.textSecondary,
    '--adm-color-weak': t.weak,
    '--adm-color-light': t.light,
    '--adm-color-border': t.border,
    '--adm-color-box': t.surfaceMuted,
    '--adm-color-background': t.surface,
    '--adm-color-white': t.surface,
    '--adm-font-family': t.fontFamily,

    '--brand-primary-light': t.primaryLight,
    '--brand-primary-deep': t.primaryDeep,
    '--brand-on-primary': t.onPrimary,
    '--brand-gradient': `linear-gradient(135deg, ${t.primaryLight} 0%, ${t.primary} 100%)`,
    '--brand-gradient-deep': `linear-gradient(180deg, ${t.primaryLight}, ${t.primaryDeep})`,
    '--brand-primary-tint': mixColours(t.primary, 8, surface),
    '--brand-primary-tint-strong': mixColours(t.primary, 20, surface),
    '--brand-primary-shadow': mixColours(t.primary, 28),
    '--brand-deep-shadow': mixColours(t.primaryDeep, 40),
    '--brand-gold': t.accent,
    '--brand-gold-light': t.accentLight,
    '--brand-on-gold': t.onAccent,
    '--brand-gold-gradient': `linear-gradient(135deg, ${t.accentLight}, ${t.accent})`,
    '--brand-gold-tint': mixColours(t.accent, 22, surface),
    '--brand-page-background': t.pageBackground,

    '--app-surface': t.surface,
    '--app-surface-muted': t.surfaceMuted,
    '--app-surface-glass': mixColours(t.surface, 60),
    '--app-on-dark-soft': mixColours(t.surface, 18),
    '--app-on-dark-strong': mixColours(t.surface, 85),
    '--app-shadow-soft': mixColours(t.shadow, 6),
    '--app-shadow-strong': mixColours(t.shadow, 14),
    '--app-scrim': mixColours(t.scrim, 45),
    '--app-scrim-light': mixColours(t.scrim, 25),
    '--app-scrim-faint': mixColours(t.scrim, 6),
    '--app-skeleton': mixColours(t.border, 70, t.surfaceMuted),
    '--app-skeleton-highlight': t.surfaceMuted,
    // Money from an earlier visit's answer until the fresh one comes (src/kit/KeptMoney.tsx): quieter, never hidden;
    // the body text stays above WCAG AA's 4.5:1 on white at this opacity.
    '--app-kept-opacity': '0.7',
    '--app-success-tint': mixColours(t.success, 10, surface),
    '--app-warning-tint': mixColours(t.warning, 10, surface),
    '--app-danger-tint': mixColours(t.danger, 8, surface),

    '--vip-background': t.vipBackground,
    '--vip-surface': t.vipSurface,
    '--vip-text': t.vipText,
    '--vip-gradient': `linear-gradient(135deg, ${mixColours(t.vipSurface, 70, t.vipText)} -40%, ${t.vipBackground})`,
    '--vip-card': `linear-gradient(160deg, ${mixColours(t.accentLight, 35, surface)} 0%, ${t.accentLight} 100%)`,
    '--vip-line': mixColours(t.onAccent, 12),

    '--card-bank': `linear-gradient(135deg, ${t.bankCard} 0%, ${mixColours(t.bankCard, 70, t.shadow)} 100%)`,
    '--card-bank-shadow': mixColours(t.bankCard, 25),
    '--card-usdt': `linear-gradient(135deg, ${t.usdtCard} 0%, ${mixColours(t.usdtCard, 75, t.shadow)} 100%)`,
    '--card-usdt-shadow': mixColours(t.usdtCard, 25),
    '--usdt-mark': t.usdtCard,

    '--lottery-red': t.lotteryRed,
    '--lottery-blue': t.lotteryBlue,
    '--lottery-green': t.lotteryGreen,
    '--lottery-grey': t.lotteryGrey,
    '--lottery-red-tint': mixColours(t.lotteryRed, 10, surface),
    '--lottery-blue-tint': mixColours(t.lotteryBlue, 10, surface),
    '--lottery-green-tint': mixColours(t.lotteryGreen, 10, surface),
  };
}
