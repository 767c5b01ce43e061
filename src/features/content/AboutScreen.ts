// /abouts?type=5|6: terms and rules, or the privacy policy: the back end's article, or, where it has none of that
// type (capabilities().articlePages), the brand's own words without asking.
import { capabilities } from '../../api/wire';
import { articleDetail } from './articleDetail';
import { LegalWords } from './legalWords';

export default articleDetail('/abouts', { when: () => !capabilities().articlePages, screen: LegalWords });
