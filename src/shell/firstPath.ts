/** The path the hash router will show first: it reads the same #fragment (without its query). */
export const firstPath = (): string => window.location.hash.replace(/^#/, '').split('?')[0] || '/';
