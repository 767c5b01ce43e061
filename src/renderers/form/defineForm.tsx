import type { ComponentType } from 'react';
import { FormScreen } from './FormScreen';
import type { FormDeclaration, FormSchema, SubmitResult } from './types';

/** A screen component from a form declaration, for screens.config.ts (a module's default export). */
export function defineForm<S extends FormSchema, R extends SubmitResult>(declaration: FormDeclaration<S, R>): ComponentType {
  function DeclaredForm() {
    return <FormScreen declaration={declaration} />;
  }
  return DeclaredForm;
}
