// Whether an in-app link leads somewhere in this brand, as the app tells its screens: features and renderers ask
// this (useIsRouteOn), never the registry, so no feature imports the route list that imports the features.
import { createContext, useContext } from 'react';
import { brand } from '../../brand.config';

/**
 * Routes a brand cannot turn off: the hall, where every route turned off leads, and the log-in form, where every
 * member's page sends a visitor. docs/operators.md's route table says so from this list.
 */
export const alwaysOn: readonly string[] = ['/', '/login'];

/** Just the path: '/transRecord?type=4' → '/transRecord'. */
export const pathOf = (to: string) => to.split(/[?#]/)[0] || '/';

/** The routes this brand turned off (read from the brand alone, so nothing here imports the route list). */
const offRoutes = new Set(brand.screens.off.filter((path) => !alwaysOn.includes(path)));

/**
 * The one check before anything is offered as a way somewhere (a link, a banner, a menu entry, a floating button, a
 * row of a list, a link in the server's HTML): an in-app path (never one off the site, never a protocol or a
 * backslash) whose route the brand has not turned off.
 */
export const isLinkOn = (to: string | null | undefined): to is string => !!to && /^\/(?!\/)[^\\:]*$/.test(to) && !offRoutes.has(pathOf(to));

/** Answers whether `to` ('/transRecord?type=4' or a path outside the app) is a route the brand keeps. */
export type IsRouteOn = (to: string) => boolean;

/** A path outside the app is not this check's to judge (the field or link that draws it decides); an in-app one is on
 * unless the brand turned its route off. */
export const isRouteOn: IsRouteOn = (to) => !to.startsWith('/') || isLinkOn(to);

const RoutesOn = createContext<IsRouteOn>(isRouteOn);

/** Given by AppProviders (a test may give its own). */
export const RoutesOnProvider = RoutesOn.Provider;

/** The app's answer; a link to a route turned off is not shown. */
export const useIsRouteOn = (): IsRouteOn => useContext(RoutesOn);
