// The red packet's own words for a failure (spec section 8: the red packet's network failure has a sentence of its
// own): no answer, no answer in time, or the server failed all say it, on the draw and on the standing alike. The
// browser being offline, the server's own "no" and a call the back end lacks keep the app's words (src/kit/errorText.ts).
import type { TFunction } from 'i18next';
import { errorText, saidByOfflineBar, worthRetrying } from '../../kit/errorText';

export function redPacketFailureText(error: unknown, t: TFunction): string | null {
  return worthRetrying(error) ? t('redpacket:serverFailure') : errorText(error, t);
}

/** The red toast's words: none while the offline bar says offline already (src/kit/errorText.ts). */
export const redPacketToastText = (error: unknown, t: TFunction): string | null => (saidByOfflineBar(error) ? null : redPacketFailureText(error, t));
