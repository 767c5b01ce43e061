import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { preloadHtml } from '../fields';
import { DetailScreen } from './DetailScreen';
import type { DetailDeclaration } from './types';

/** A screen component from a detail declaration, for screens.config.ts (a module's default export). */
export function defineDetail<T, TKey extends QueryKey = QueryKey>(declaration: DetailDeclaration<T, TKey>): ComponentType {
  // A page of server HTML asks for the sanitizer as its screen loads, not once its item has come; other pages never do.
  if (declaration.html) preloadHtml();
  function DeclaredDetail() {
    return <DetailScreen declaration={declaration} />;
  }
  return DeclaredDetail;
}
