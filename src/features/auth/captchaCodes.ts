/** The code drawn on public/captcha/01.svg … 21.svg, in order (kept apart so e2e tests can read it). */
export const CAPTCHA_CODES = [
  '3puh', '3FRy', '6d3P', 'E3dX', 'HLQG', 'K4xX', 'wCag', 'ZDJr', 'Mk3H', 'xVwD', 'bUn8',
  'BbKF', '65mW', 'tsfu', 'uuhX', 'SPVx', 'vdDY', '8jv7', 'Jeam', '94rj', 'hLPV',
] as const;
