// The member feature's tables. Times are epoch milliseconds, money integer fen. Append only.

export const memberMigrations: readonly string[] = [
  /* 1: the VIP ladder's state (vipLadder.ts) */ `
  -- Per member: when the current level's period began (reached, or last kept), users.flow_fen then (retention
  -- turnover counts from it), and whether the level came by a demotion.
  CREATE TABLE member_vip_ladder (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    since_at INTEGER NOT NULL,
    flow_base_fen INTEGER NOT NULL,
    demoted INTEGER NOT NULL DEFAULT 0 CHECK (demoted IN (0, 1))
  );
  -- The last Beijing midnight the ladder looked at (one row).
  CREATE TABLE member_vip_ladder_runs (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    day_at INTEGER NOT NULL
  );
  `,
];
