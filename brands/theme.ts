// The one theme: a brand's tokens become CSS variables on :root. Tints, shadows and gradients are mixed here from the
// tokens (CSS color-mix), so no stylesheet under src/ names a colour of its own (tests/unit/no-colour-literals.test.ts).
import type { BrandTokens } from './types';

const mix = (colour: string, percent: number, base = 'transparent') => `color-mix(in srgb, ${colour} ${percent}%, ${base})`;

export function themeVariables(t: BrandTokens): Record<`--${string}`, string> {
  const surface = 'var(--app-surface)';
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
    '--brand-primary-tint': mix('var(--adm-color-primary)', 8, surface),
    '--brand-primary-tint-strong': mix('var(--adm-color-primary)', 20, surface),
    '--brand-primary-shadow': mix('var(--adm-color-primary)', 28),
    '--brand-deep-shadow': mix('var(--brand-primary-deep)', 40),
    '--brand-gold': t.accent,
    '--brand-gold-light': t.accentLight,
    '--brand-on-gold': t.onAccent,
    '--brand-gold-gradient': `linear-gradient(135deg, ${t.accentLight}, ${t.accent})`,
    '--brand-gold-tint': mix('var(--brand-gold)', 22, surface),
    '--brand-page-background': t.pageBackground,

    '--app-surface': t.surface,
    '--app-surface-muted': t.surfaceMuted,
    '--app-surface-glass': mix('var(--app-surface)', 60),
    '--app-on-dark-soft': mix('var(--app-surface)', 18),
    '--app-on-dark-strong': mix('var(--app-surface)', 85),
    '--app-shadow-soft': mix(t.shadow, 6),
    '--app-shadow-strong': mix(t.shadow, 14),
    '--app-scrim': mix(t.scrim, 45),
    '--app-scrim-light': mix(t.scrim, 25),
    '--app-scrim-faint': mix(t.scrim, 6),
    '--app-skeleton': mix(t.border, 70, t.surfaceMuted),
    '--app-skeleton-highlight': t.surfaceMuted,
    // Money from an earlier visit's answer until the fresh one comes (src/kit/KeptMoney.tsx): quieter, never hidden;
    // the body text stays above WCAG AA's 4.5:1 on white at this opacity.
    '--app-kept-opacity': '0.7',
    '--app-success-tint': mix('var(--adm-color-success)', 10, surface),
    '--app-warning-tint': mix('var(--adm-color-warning)', 10, surface),
    '--app-danger-tint': mix('var(--adm-color-danger)', 8, surface),

    '--vip-background': t.vipBackground,
    '--vip-surface': t.vipSurface,
    '--vip-text': t.vipText,
    '--vip-gradient': `linear-gradient(135deg, ${mix(t.vipSurface, 70, t.vipText)} -40%, ${t.vipBackground})`,
    '--vip-card': `linear-gradient(160deg, ${mix(t.accentLight, 35, surface)} 0%, ${t.accentLight} 100%)`,
    '--vip-line': mix(t.onAccent, 12),

    '--card-bank': `linear-gradient(135deg, ${t.bankCard} 0%, ${mix(t.bankCard, 70, t.shadow)} 100%)`,
    '--card-bank-shadow': mix(t.bankCard, 25),
    '--card-usdt': `linear-gradient(135deg, ${t.usdtCard} 0%, ${mix(t.usdtCard, 75, t.shadow)} 100%)`,
    '--card-usdt-shadow': mix(t.usdtCard, 25),
    '--usdt-mark': t.usdtCard,

    '--lottery-red': t.lotteryRed,
    '--lottery-blue': t.lotteryBlue,
    '--lottery-green': t.lotteryGreen,
    '--lottery-grey': t.lotteryGrey,
    '--lottery-red-tint': mix(t.lotteryRed, 10, surface),
    '--lottery-blue-tint': mix(t.lotteryBlue, 10, surface),
    '--lottery-green-tint': mix(t.lotteryGreen, 10, surface),
  };
}
