// The site's settings: one row, read by /api/app and changed through /admin/settings.
import type { Db } from './base/db/open';
import { preparedOnce } from './base/db/statements';

export interface SettingsRow {
  title: string;
  site_state: 0 | 1;
  repair_tips: string;
  redpacket_switch: 0 | 1;
  index_modal: 0 | 1;
  webcontent: string;
  h5_url: string;
  site_logo: string;
  ios_download_url: string;
  ios_download_qrcode: string;
  service_url: string;
  agent_login_url: string;
  usdt_rate: string;
  withdraw_usdt_rate: string;
  erc20_fee_fen: number;
  trc20_fee_fen: number;
}

export function getSettings(db: Db): SettingsRow {
  const row = preparedOnce(db, 'SELECT * FROM settings WHERE id = 1').get() as SettingsRow | undefined;
  if (!row) throw new Error('the settings row is missing: was the database seeded?');
  return row;
}

export function updateSettings(db: Db, patch: Partial<SettingsRow>): SettingsRow {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (entries.length) {
    // Column names come from the admin schema's fixed list, never from the request's keys as such.
    db.prepare(`UPDATE settings SET ${entries.map(([key]) => `${key} = @${key}`).join(', ')} WHERE id = 1`).run(
      Object.fromEntries(entries),
    );
  }
  return getSettings(db);
}
