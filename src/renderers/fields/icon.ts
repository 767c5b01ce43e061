// An icon as a declaration names it: a component (an antd-mobile icon, so the declaration writes no JSX) or an
// element already made.
import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';

export type FieldIcon = ReactNode | ComponentType;

const isComponent = (icon: FieldIcon): icon is ComponentType =>
  typeof icon === 'function' || (typeof icon === 'object' && icon !== null && !isValidElement(icon) && '$$typeof' in icon);

/** The icon drawn: the component's element, or the element as given. */
export const drawIcon = (icon: FieldIcon | undefined): ReactNode => (icon !== undefined && isComponent(icon) ? createElement(icon) : icon);
