// The page's colours, all from the brand's theme (brands/theme.ts): a rating's, and one per series of a chart.
import { brand } from '../../../brand.config';
import type { Summary } from './api';

type Rating = Summary['vitals'][number]['rating'];

export const RATING_COLOUR: Record<Rating, string> = {
  good: brand.tokens.success,
  'needs-improvement': brand.tokens.warning,
  poor: brand.tokens.danger,
};

/** Series colours, in order: distinct tokens of the theme. */
export const SERIES = [brand.tokens.primary, brand.tokens.bankCard, brand.tokens.usdtCard, brand.tokens.accent, brand.tokens.lotteryBlue, brand.tokens.textSecondary];

export const INK = { text: brand.tokens.textSecondary, grid: brand.tokens.border };

/** A rating's locale key (the words have no hyphen). */
export const ratingKey = (rating: Rating) => (rating === 'needs-improvement' ? 'field:ratings.needsImprovement' : `field:ratings.${rating}`);
