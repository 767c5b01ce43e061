import type { AttemptGate } from '../auth/attempts.ts';
import type { Clock } from '../base/clock';
import type { ServerConfig } from '../base/config';
import type { ContractValidator } from '../contract/validator.ts';
import type { Db } from '../base/db/open';
import type { Ledger } from '../ledger/ledger.ts';
import type { SettingsRow } from '../settings.ts';
import type { Line } from '../../brands/types';

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
  /** The site's lines (base/lines.ts): GET /api/lines answers them. */
  lines: readonly Line[];
}
