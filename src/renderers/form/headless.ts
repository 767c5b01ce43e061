// The form renderer's light entry: a declared form without its drawing (useDeclaredForm), for a form its feature draws
// itself (the lottery room's bet slip). Not the screen's parts and widgets, which a chunk importing ./index.ts loads.
export { useDeclaredForm, type DeclaredForm, type HeadlessDeclaration } from './useDeclaredForm';
