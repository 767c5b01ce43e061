// The promotions feature's tables. Money is integer fen; times are epoch milliseconds. Append only.

export const promotionsMigrations: readonly string[] = [
  /* 1: promotions and applications, red-packet rules and draws, rebates, agent applications */ `
  CREATE TABLE activity_types (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    sort INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE activities (
    id INTEGER PRIMARY KEY,
    type_id INTEGER NOT NULL REFERENCES activity_types(id),
    title TEXT NOT NULL UNIQUE,
    banner TEXT NOT NULL,
    content TEXT NOT NULL,
    memo TEXT NOT NULL DEFAULT '',
    sort INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );

  -- state 1 pending review, 2 approved, 3 rejected. One open (pending or approved) application per member and
  -- promotion, enforced by the index so that simultaneous taps make one row.
  CREATE TABLE activity_applies (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    activity_id INTEGER NOT NULL REFERENCES activities(id),
    state INTEGER NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
    created_at INTEGER NOT NULL,
    reviewed_at INTEGER
  );
  CREATE UNIQUE INDEX activity_applies_open ON activity_applies(user_id, activity_id) WHERE state IN (1, 2);
  CREATE INDEX activity_applies_user ON activity_applies(user_id, id);

  -- A tier: deposits (recharge_fen) and turnover (flow_fen) in the counting window grant day_flow draws a day,
  -- each worth between min_fen and max_fen, while start_at <= now <= end_at.
  CREATE TABLE redpacket_rules (
    id INTEGER PRIMARY KEY,
    start_at INTEGER NOT NULL,
    end_at INTEGER NOT NULL,
    recharge_fen INTEGER NOT NULL CHECK (recharge_fen >= 0),
    flow_fen INTEGER NOT NULL CHECK (flow_fen >= 0),
    day_flow INTEGER NOT NULL CHECK (day_flow >= 0),
    min_fen INTEGER NOT NULL CHECK (min_fen > 0),
    max_fen INTEGER NOT NULL CHECK (max_fen >= min_fen),
    CHECK (end_at > start_at)
  );

  -- One row per draw; (user, day, seq) is unique, so a draw can never be paid twice.
  CREATE TABLE redpacket_draws (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    day TEXT NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    deposit_fen INTEGER NOT NULL,
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    granted_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    ledger_id INTEGER NOT NULL,
    UNIQUE (user_id, day, seq)
  );

  -- One row per member, Beijing day and game category; state 0 pending, 1 claimed (updated_at is then the
  -- claim and ledger_id its credit).
  CREATE TABLE rebates (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    day_at INTEGER NOT NULL,
    category_id TEXT NOT NULL,
    vip INTEGER NOT NULL,
    valid_fen INTEGER NOT NULL CHECK (valid_fen > 0),
    money_fen INTEGER NOT NULL CHECK (money_fen > 0),
    state INTEGER NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    ledger_id INTEGER
  );
  CREATE INDEX rebates_user ON rebates(user_id, state, day_at);

  -- Each settled bet counts towards one rebate at most.
  CREATE TABLE rebate_bets (
    bet_id INTEGER PRIMARY KEY REFERENCES bets(id),
    rebate_id INTEGER NOT NULL REFERENCES rebates(id)
  );

  -- state 1 pending review; one pending application per member.
  CREATE TABLE agent_applications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    mobile TEXT NOT NULL,
    apply_info TEXT NOT NULL,
    state INTEGER NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
    created_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX agent_applications_pending ON agent_applications(user_id) WHERE state = 1;
  `,
];
