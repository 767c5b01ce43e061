import { faultMatrixShard } from './matrix';

faultMatrixShard('member', 1);
