// The brand being built. Vite (vite/brand.ts) resolves this file to brands/$BRAND/brand.ts (or $BRAND_DIR/brand.ts);
// outside Vite it is the default brand. Node code that must honour BRAND uses loadBrand() from brands/load.ts.
export { default } from './default/brand.ts';
