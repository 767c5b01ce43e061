import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { preloadHtml } from '../fields';
import { ListScreen } from './ListScreen';
import type { ListDeclaration, Page } from './types';

/** A declared list screen, carrying the declaration it draws (for a test that draws it changed). */
export type DeclaredListScreen<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey> = ComponentType & {
  declaration: ListDeclaration<TPage, TType, TPlatformKey>;
};

/**
 * A screen component from a list declaration, for screens.config.ts (a module's default export). The page type,
 * the record-type values and the platform query's key are inferred from the declaration.
 */
export function defineList<TPage extends Page<unknown>, TType extends number | undefined = undefined, TPlatformKey extends QueryKey = QueryKey>(
  declaration: ListDeclaration<TPage, TType, TPlatformKey>,
): DeclaredListScreen<TPage, TType, TPlatformKey> {
  const lines = declaration.row.fields?.flat() ?? [];
  if (lines.some((field) => field.format === 'html')) preloadHtml();
  function DeclaredList() {
    return <ListScreen declaration={declaration} />;
  }
  return Object.assign(DeclaredList, { declaration });
}
