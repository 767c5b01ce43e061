import type { AttemptGate } from './auth/attempts';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { ContractValidator } from './contract/validator';
import type { Db } from './db/open';
import type { Ledger } from './ledger/ledger';
import type { SettingsRow } from './settings';

/** What every handler may use; built once per server in app.ts. */
export interface Deps {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  ledger: Ledger;
  validator: ContractValidator;
  /** Every password check's tries (login, pay password, the old password of a change): see auth/secrets.ts. */
  attempts: AttemptGate;
  /** The settings' switches held off because the brand turned their route off (routeSwitches.ts). */
  switchesOff: Readonly<Partial<SettingsRow>>;
}
