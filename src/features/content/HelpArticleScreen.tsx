// /boutBallBetInfo?type=N: one help centre article.
import { articleDetail } from './articleDetail';

export default articleDetail('/boutBallBetInfo');
