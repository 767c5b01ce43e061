// The look the form is drawn with, for the controls that draw parts of their own (a password's eye).
import { createContext } from 'react';
import { FORM_LOOK } from './look';

export const LookContext = createContext(FORM_LOOK);
