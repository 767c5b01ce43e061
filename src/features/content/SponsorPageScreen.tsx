// /zhanzhuye?type=1|2: one sponsorship page.
import { articleDetail } from './articleDetail';

export default articleDetail('/zhanzhuye');
