// Whether an in-app link leads somewhere in this brand, as the app tells its screens: features and renderers ask
// this (useIsRouteOn), never the registry, so no feature imports the route list that imports the features.
import { createContext, useContext } from 'react';

/** Answers whether `to` ('/transRecord?type=4' or a path outside the app) is a route the brand keeps. */
export type IsRouteOn = (to: string) => boolean;

const RoutesOn = createContext<IsRouteOn>(() => true);

/** Given by AppProviders from the registry. */
export const RoutesOnProvider = RoutesOn.Provider;

/** The app's answer; a link to a route turned off is not shown. */
export const useIsRouteOn = (): IsRouteOn => useContext(RoutesOn);
