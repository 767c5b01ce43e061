// The reference server speaks the contract itself: nothing to decode, encode or leave out.
import type { Dialect } from './types';

export const referenceDialect: Dialect = { name: 'reference', decoders: {}, encoders: {}, absent: [] };
