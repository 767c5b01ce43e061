// The registration code: one of a fixed set of 21 images shipped in public/captcha, checked case-insensitively.
import { publicAsset } from '../../kit/brand';
import { CAPTCHA_CODES } from './captchaCodes';

export { CAPTCHA_CODES };

export const captchaImage = (index: number) => publicAsset(`captcha/${String(index + 1).padStart(2, '0')}.svg`);

export const captchaMatches = (index: number, input: string) =>
  input.trim().toLowerCase() === (CAPTCHA_CODES[index] ?? '').toLowerCase();

/** Another image than the one shown. */
export function nextCaptcha(current: number, random: () => number = Math.random): number {
  const step = 1 + Math.floor(random() * (CAPTCHA_CODES.length - 1));
  return (current + step) % CAPTCHA_CODES.length;
}
