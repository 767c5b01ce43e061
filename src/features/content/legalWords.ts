// /abouts on a back end without the about articles: the brand's own terms or privacy words (locales' content.legal,
// which a brand's locales/ may replace), laid out as an article; read from the URL's `type`, nothing asked.
import { defineDetail } from '../../renderers/detail';
import { aboutWordsFor, type AboutWords } from './legacyPages';
import './locale';
import './content.css';

const KEYS: Record<AboutWords, { title: string; body: string }> = {
  terms: { title: 'content:legal.terms.title', body: 'content:legal.terms.body' },
  privacy: { title: 'content:legal.privacy.title', body: 'content:legal.privacy.body' },
};

export const LegalWords = defineDetail<AboutWords>({
  item: (search) => aboutWordsFor(search.get('type')),
  titleKey: (words) => KEYS[words].title,
  textKey: (words) => KEYS[words].body,
  emptyKey: 'content:articleMissing',
});
