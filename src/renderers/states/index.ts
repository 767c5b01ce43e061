// What a screen shows when it has no content yet or none at all: placeholder cards while it loads, the empty and the
// failed block (with a retry; their views, antd-mobile's ErrorBlock, load when first shown: StateBlocks.tsx).
// useDeferredPending keeps a placeholder one render more, so React builds what replaces it in slices. Only light
// modules here: whatever this entry names, every chunk importing it loads.
export { EmptyState } from './EmptyState';
export { LoadFailed } from './LoadFailed';
export { LoadingSkeleton } from './LoadingSkeleton';
export { useDeferredPending } from './useDeferredPending';
