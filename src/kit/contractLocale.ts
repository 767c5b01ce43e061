// The words of the contract's rules (locales/zh-CN/contract.json, generated with src/api/requestSchemas.gen.ts),
// registered by the forms that use those rules rather than bundled with the hall, whose first load is tight.
import contract from '../../locales/zh-CN/contract.json';
import { registerNamespace } from './i18n';

registerNamespace('contract', contract);
