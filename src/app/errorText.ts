import type { TFunction } from 'i18next';
import { ApiError } from '../api/client';

/** What to tell the player about a failed call: the server's own words, or ours when there was no answer. */
export function errorText(error: unknown, t: TFunction): string | null {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'expired':
        return null; // the session-expired dialog says it
      case 'network':
        return t('errors:network');
      case 'timeout':
        return t('errors:timeout');
      case 'undecodable':
        return t('errors:undecodable');
      case 'business':
        return error.message || t('errors:unknown');
    }
  }
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  return t('errors:unknown');
}
