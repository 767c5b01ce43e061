// /abouts?type=5|6: terms and rules, or the privacy policy.
import { articleDetail } from './articleDetail';

export default articleDetail('/abouts');
