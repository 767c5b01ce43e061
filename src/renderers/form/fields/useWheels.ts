import { onDemand } from './onDemand';

/**
 * The picker wheels, loaded after the form's first paint instead of before it: undefined until they arrive. A tap
 * before then opens the wheel as soon as it has loaded.
 */
export const useWheels = onDemand(() => import('./wheels'));
