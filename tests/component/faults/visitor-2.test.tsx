import { faultMatrixShard } from './matrix';

faultMatrixShard('visitor', 1);
