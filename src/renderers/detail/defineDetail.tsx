import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { DetailScreen } from './DetailScreen';
import type { DetailDeclaration } from './types';

/** A screen component from a detail declaration, for screens.config.ts (a module's default export). */
export function defineDetail<T, TKey extends QueryKey = QueryKey>(declaration: DetailDeclaration<T, TKey>): ComponentType {
  function DeclaredDetail() {
    return <DetailScreen declaration={declaration} />;
  }
  return DeclaredDetail;
}
