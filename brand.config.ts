// The active brand, as the code reads it: brands/<id>/brand.ts merged over the default brand (brands/resolve.ts).
// `BRAND=<id> npm run build|start|dev` picks the folder; unset means brands/default. See docs/operators.md.
import active from './brands/active.ts';
import { resolveBrand } from './brands/resolve.ts';
import type { BrandConfig } from './brands/types';

export type { BrandConfig };

export const brand: BrandConfig = resolveBrand(active);

export default brand;
