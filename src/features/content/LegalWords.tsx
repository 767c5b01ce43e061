// /abouts on a back end without the about articles: the brand's own terms or privacy words (locales' content.legal,
// which a brand's locales/ may replace), laid out as an article.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../renderers/states/EmptyState';
import { aboutWordsFor, type AboutWords } from './legacyPages';
import './locale';
import './content.css';

const KEYS: Record<AboutWords, { title: string; body: string }> = {
  terms: { title: 'content:legal.terms.title', body: 'content:legal.terms.body' },
  privacy: { title: 'content:legal.privacy.title', body: 'content:legal.privacy.body' },
};

export function LegalWords() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const words = aboutWordsFor(search.get('type'));
  if (!words) return <EmptyState textKey="content:articleMissing" />;
  // One paragraph a line, so a brand writes its own text as one string per language.
  const paragraphs = t(KEYS[words].body).split('\n').filter(Boolean);
  return (
    <article className="detail-screen">
      <div className="detail-screen-card">
        <h2 className="detail-screen-title">{t(KEYS[words].title)}</h2>
        {paragraphs.map((text, index) => (
          <p key={index} className="content-legal-text">
            {text}
          </p>
        ))}
      </div>
    </article>
  );
}
