// A report names the route's pattern as registered (screens.config.ts), never the address: no query (an id, a
// search), nothing a player typed. An address no route has (the router sends it to the hall) is "*".
import { screens } from '../registry';

const registered = new Set(screens.map((def) => def.path));

/** The registered route of a router's path ("/activityInfo"), else "*". */
export const routeOfPath = (path: string): string => (registered.has(path || '/') ? path || '/' : '*');

/** The registered route of a location.hash ("#/activityInfo?id=3" → "/activityInfo"), else "*". */
export const routeOf = (hash: string): string => routeOfPath(hash.replace(/^#/, '').split('?')[0] ?? '');
