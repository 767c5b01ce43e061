// The active brand, as the code reads it: brands/<id>/brand.ts merged over the default brand (brands/resolve.ts).
// `BRAND=<id> npm run build|start|dev` picks the folder; unset means brands/default. See docs/operators.md.
import active from './brands/active';
import { resolveBrand } from './brands/resolve';
import type { BrandConfig } from './brands/types';

export type { BrandConfig };

export const brand: BrandConfig = resolveBrand(active);

export default brand;
