// The core schema, applied in order once each; a database records its version in PRAGMA user_version.
// Features keep their own tables in their folders (features/<name>/index.ts `migrations`), recorded per feature in
// feature_migrations. Money columns are integer fen. Append new migrations; never edit one that has shipped.

export const migrations: readonly string[] = [
  /* 1: settings, members, sessions, wallets and the ledger */ `
  CREATE TABLE settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    title TEXT NOT NULL,
    site_state INTEGER NOT NULL DEFAULT 1 CHECK (site_state IN (0, 1)),
    repair_tips TEXT NOT NULL DEFAULT '',
    redpacket_switch INTEGER NOT NULL DEFAULT 1 CHECK (redpacket_switch IN (0, 1)),
    index_modal INTEGER NOT NULL DEFAULT 0 CHECK (index_modal IN (0, 1)),
    webcontent TEXT NOT NULL DEFAULT '',
    h5_url TEXT NOT NULL DEFAULT '',
    site_logo TEXT NOT NULL DEFAULT '',
    ios_download_url TEXT NOT NULL DEFAULT '',
    ios_download_qrcode TEXT NOT NULL DEFAULT '',
    service_url TEXT NOT NULL DEFAULT '',
    agent_login_url TEXT NOT NULL DEFAULT '',
    usdt_rate TEXT NOT NULL DEFAULT '7.20',
    withdraw_usdt_rate TEXT NOT NULL DEFAULT '7.10',
    erc20_fee_fen INTEGER NOT NULL DEFAULT 500,
    trc20_fee_fen INTEGER NOT NULL DEFAULT 100
  );

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    realname TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    pay_password_hash TEXT NOT NULL,
    avatar TEXT NOT NULL DEFAULT '',
    mobile TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    birthday TEXT NOT NULL DEFAULT '',
    vip INTEGER NOT NULL DEFAULT 1 CHECK (vip BETWEEN 1 AND 10),
    paysum_fen INTEGER NOT NULL DEFAULT 0 CHECK (paysum_fen >= 0),
    flow_fen INTEGER NOT NULL DEFAULT 0 CHECK (flow_fen >= 0),
    isagent INTEGER NOT NULL DEFAULT 0 CHECK (isagent IN (0, 1)),
    transferstatus INTEGER NOT NULL DEFAULT 0 CHECK (transferstatus IN (0, 1)),
    is_guest INTEGER NOT NULL DEFAULT 0 CHECK (is_guest IN (0, 1)),
    inviter_id INTEGER REFERENCES users(id),
    created_at INTEGER NOT NULL
  );

  CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX tokens_user ON tokens(user_id);

  -- user_id 0 is the house: its one wallet may go below zero, a member's never can.
  CREATE TABLE wallets (
    user_id INTEGER NOT NULL,
    wallet TEXT NOT NULL,
    balance_fen INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, wallet),
    CHECK (user_id = 0 OR balance_fen >= 0)
  );

  CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    created_at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    from_user INTEGER NOT NULL,
    from_wallet TEXT NOT NULL,
    to_user INTEGER NOT NULL,
    to_wallet TEXT NOT NULL,
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    from_before INTEGER NOT NULL,
    from_after INTEGER NOT NULL,
    to_before INTEGER NOT NULL,
    to_after INTEGER NOT NULL,
    ref TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX ledger_user_time ON ledger(user_id, created_at);
  CREATE INDEX ledger_ref ON ledger(ref);
  `,

  /* 2: what several features share: game platforms (the venue wallets), bets, deposits; feature migrations */ `
  CREATE TABLE feature_migrations (
    feature TEXT NOT NULL,
    version INTEGER NOT NULL,
    applied_at INTEGER NOT NULL,
    PRIMARY KEY (feature, version)
  );

  -- A game platform: a tile in the hall and a venue wallet of every member (wallets.wallet = platforms.name).
  CREATE TABLE platforms (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (name GLOB '[a-z0-9_]*' AND name <> 'userbalance'),
    title TEXT NOT NULL,
    category_id TEXT NOT NULL CHECK (category_id IN ('concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing')),
    game_code TEXT NOT NULL DEFAULT '',
    img TEXT NOT NULL DEFAULT '',
    app_state INTEGER NOT NULL DEFAULT 1 CHECK (app_state IN (0, 1)),
    sort INTEGER NOT NULL DEFAULT 0
  );

  -- Every bet on any platform. status 2 unsettled, 1 settled, 0 void; valid_fen is the turnover it counts for.
  CREATE TABLE bets (
    id INTEGER PRIMARY KEY,
    bet_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    platform TEXT NOT NULL,
    category_id TEXT NOT NULL,
    plays TEXT NOT NULL,
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    valid_fen INTEGER NOT NULL DEFAULT 0 CHECK (valid_fen >= 0),
    payout_fen INTEGER NOT NULL DEFAULT 0 CHECK (payout_fen >= 0),
    status INTEGER NOT NULL DEFAULT 2 CHECK (status IN (0, 1, 2)),
    created_at INTEGER NOT NULL,
    settled_at INTEGER
  );
  CREATE INDEX bets_user_time ON bets(user_id, created_at);
  CREATE INDEX bets_settled ON bets(status, settled_at);

  -- Deposits: created pending (state 1); the back office approves (2, the money is credited) or rejects (3).
  CREATE TABLE deposits (
    id INTEGER PRIMARY KEY,
    deposit_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    paytype TEXT NOT NULL CHECK (paytype IN ('bank', 'usdt', 'wxpay', 'alipay')),
    catepay TEXT NOT NULL DEFAULT '',
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    depositor TEXT NOT NULL DEFAULT '',
    bank TEXT NOT NULL DEFAULT '',
    bank_no TEXT NOT NULL DEFAULT '',
    bank_address TEXT NOT NULL DEFAULT '',
    state INTEGER NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
    created_at INTEGER NOT NULL,
    reviewed_at INTEGER
  );
  CREATE INDEX deposits_user_time ON deposits(user_id, created_at);
  `,

  /* 3: the VIP ladder, read by the VIP pages and by rebates */ `
  -- Rebate rates are hundredths of a percent: 80 is 0.80 %.
  CREATE TABLE vip_levels (
    level INTEGER PRIMARY KEY CHECK (level BETWEEN 1 AND 10),
    recharge_fen INTEGER NOT NULL CHECK (recharge_fen >= 0),
    flow_fen INTEGER NOT NULL CHECK (flow_fen >= 0),
    realperson INTEGER NOT NULL,
    sport INTEGER NOT NULL,
    e_sport INTEGER NOT NULL,
    joker INTEGER NOT NULL,
    electron INTEGER NOT NULL,
    lottery INTEGER NOT NULL
  );
  `,
];
