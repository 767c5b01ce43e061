// /abouts?type=5|6: terms and rules, or the privacy policy: the back end's article, or, where it has none of that
// type (capabilities().articlePages), the brand's own words without asking.
import { capabilities } from '../../api/wire';
import { articleDetail } from './articleDetail';
import { LegalWords } from './LegalWords';

const AboutArticle = articleDetail('/abouts');

export default function AboutScreen() {
  return capabilities().articlePages ? <AboutArticle /> : <LegalWords />;
}
