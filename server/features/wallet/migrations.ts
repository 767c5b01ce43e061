// The wallet's own tables (deposits, venues, the ledger are core). Money is integer fen; USDT amounts are cents.
// Append only: never edit a migration that has shipped.

export const walletMigrations: readonly string[] = [
  /* 1: deposit methods, banks, receiving accounts, cards, withdrawals, turnover owed */ `
  -- A deposit method: its flag (get_pay_way) and amount range (getPayRange).
  CREATE TABLE wallet_pay_methods (
    type TEXT PRIMARY KEY CHECK (type IN ('bank', 'wechat', 'alipay', 'usdt-trc20', 'usdt-erc20')),
    enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    min_fen INTEGER NOT NULL CHECK (min_fen > 0),
    max_fen INTEGER NOT NULL,
    CHECK (max_fen >= min_fen)
  );

  -- Banks a member can bind a card of.
  CREATE TABLE wallet_banks (
    id INTEGER PRIMARY KEY,
    bank_name TEXT NOT NULL UNIQUE,
    sort INTEGER NOT NULL DEFAULT 0
  );

  -- Where the site receives deposits: a bank account, a USDT address per chain, a merchant for wxpay and alipay.
  CREATE TABLE wallet_receiving_accounts (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('bank', 'usdt-TRC20', 'usdt-ERC20', 'wxpay', 'alipay')),
    bank_name TEXT NOT NULL,
    bank_no TEXT NOT NULL,
    bank_owner TEXT NOT NULL DEFAULT '',
    bank_address TEXT NOT NULL DEFAULT '',
    enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    sort INTEGER NOT NULL DEFAULT 0,
    UNIQUE (kind, bank_no)
  );

  -- A member's bank card (type 1) or USDT address (type 2, bank 'USDT', the chain in bank_owner).
  CREATE TABLE wallet_cards (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    type INTEGER NOT NULL CHECK (type IN (1, 2)),
    bank TEXT NOT NULL,
    bank_owner TEXT NOT NULL,
    bank_no TEXT NOT NULL,
    bank_address TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, type, bank_no)
  );

  -- A withdrawal: its amount sits in the member's withdraw_hold wallet while pending (state 1); approval (2) pays it to
  -- the house, rejection (3) returns it. The card's details are copied: a card unbound later leaves the record whole.
  CREATE TABLE wallet_withdrawals (
    id INTEGER PRIMARY KEY,
    out_trade_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    card_id INTEGER NOT NULL,
    type INTEGER NOT NULL CHECK (type IN (1, 2)),
    bank TEXT NOT NULL,
    bank_owner TEXT NOT NULL,
    bank_no TEXT NOT NULL,
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    usdt_rate TEXT NOT NULL DEFAULT '',
    usdt_cents INTEGER NOT NULL DEFAULT 0,
    fee_cents INTEGER NOT NULL DEFAULT 0,
    received_cents INTEGER NOT NULL DEFAULT 0,
    state INTEGER NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
    created_at INTEGER NOT NULL,
    reviewed_at INTEGER
  );
  CREATE INDEX wallet_withdrawals_user_time ON wallet_withdrawals(user_id, created_at);

  -- Turnover still owed before a withdrawal (see turnover.ts): approved deposits add to it, settled bets pay it down.
  CREATE TABLE wallet_turnover (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    owed_fen INTEGER NOT NULL DEFAULT 0 CHECK (owed_fen >= 0),
    flow_seen_fen INTEGER NOT NULL DEFAULT 0
  );
  `,
  /* 2: a withdrawal's idempotency key (WithdrawRequest.order_key): a repeat of it answers the first withdrawal */ `
  ALTER TABLE wallet_withdrawals ADD COLUMN order_key TEXT;
  CREATE UNIQUE INDEX wallet_withdrawals_key ON wallet_withdrawals(user_id, order_key);
  `,
];
