import { faultMatrixShard } from './matrix';

faultMatrixShard('visitor', 0);
