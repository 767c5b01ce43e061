// The lottery feature's tables. Money columns are integer fen; odds are hundredths (195 is 1.95).
// Append only: never edit one that has shipped.

export const lotteryMigrations: readonly string[] = [
  /* 1: lotteries, rooms, plays, periods, orders and chat */ `
  CREATE TABLE lotteries (
    name TEXT PRIMARY KEY CHECK (name GLOB '[a-z0-9_]*'),
    title TEXT NOT NULL,
    type INTEGER NOT NULL CHECK (type IN (1, 2)),
    img TEXT NOT NULL DEFAULT '',
    period_seconds INTEGER NOT NULL CHECK (period_seconds > 0),
    sort INTEGER NOT NULL DEFAULT 0
  );

  -- ftime: betting closes this many seconds before the draw.
  CREATE TABLE lottery_rooms (
    id INTEGER PRIMARY KEY,
    lottery TEXT NOT NULL REFERENCES lotteries(name),
    title TEXT NOT NULL,
    img TEXT NOT NULL DEFAULT '',
    ftime INTEGER NOT NULL CHECK (ftime >= 0),
    sort INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX lottery_rooms_lottery ON lottery_rooms(lottery, sort);

  -- A lottery's plays (every room of it offers them): groups of items. special 1: the player picks a number 1-49.
  CREATE TABLE lottery_groups (
    id INTEGER PRIMARY KEY,
    lottery TEXT NOT NULL REFERENCES lotteries(name),
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    special INTEGER NOT NULL DEFAULT 0 CHECK (special IN (0, 1)),
    sort INTEGER NOT NULL DEFAULT 0
  );
  -- rule: how the item is settled (server/features/lottery/wins.ts).
  CREATE TABLE lottery_items (
    id INTEGER PRIMARY KEY,
    group_id INTEGER NOT NULL REFERENCES lottery_groups(id),
    playtitle TEXT NOT NULL,
    odds_x100 INTEGER NOT NULL CHECK (odds_x100 > 100 AND odds_x100 <= 100000),
    rule TEXT NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0
  );

  -- state 0 open (one per lottery at most), 1 drawn; numbers is the JSON result once drawn.
  CREATE TABLE lottery_periods (
    id INTEGER PRIMARY KEY,
    lottery TEXT NOT NULL REFERENCES lotteries(name),
    expect TEXT NOT NULL,
    opens_at INTEGER NOT NULL,
    draws_at INTEGER NOT NULL,
    state INTEGER NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
    numbers TEXT,
    drawn_at INTEGER,
    UNIQUE (lottery, expect),
    CHECK (state = 0 OR numbers IS NOT NULL)
  );
  CREATE UNIQUE INDEX lottery_periods_one_open ON lottery_periods(lottery) WHERE state = 0;
  CREATE INDEX lottery_periods_drawn ON lottery_periods(lottery, state, id);

  -- One bet slip; order_key makes a repeated submission answer the first one. shared: its card went to the chat.
  CREATE TABLE lottery_orders (
    id INTEGER PRIMARY KEY,
    order_no TEXT NOT NULL UNIQUE,
    order_key TEXT,
    user_id INTEGER NOT NULL REFERENCES users(id),
    room_id INTEGER NOT NULL REFERENCES lottery_rooms(id),
    period_id INTEGER NOT NULL REFERENCES lottery_periods(id),
    total_fen INTEGER NOT NULL CHECK (total_fen > 0),
    shared INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1)),
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, order_key)
  );
  CREATE INDEX lottery_orders_period ON lottery_orders(period_id);

  -- A line of a slip is one bet of the core bets table (same bet_id).
  CREATE TABLE lottery_lines (
    bet_id TEXT PRIMARY KEY REFERENCES bets(bet_id),
    order_id INTEGER NOT NULL REFERENCES lottery_orders(id),
    item_id INTEGER NOT NULL REFERENCES lottery_items(id),
    data TEXT NOT NULL,
    odds_x100 INTEGER NOT NULL,
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0)
  );
  CREATE INDEX lottery_lines_order ON lottery_lines(order_id);

  -- A chat line of a room; order_id set when it shares a bet slip.
  CREATE TABLE lottery_chat (
    id INTEGER PRIMARY KEY,
    room_id INTEGER NOT NULL REFERENCES lottery_rooms(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    content TEXT NOT NULL,
    order_id INTEGER REFERENCES lottery_orders(id),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX lottery_chat_room ON lottery_chat(room_id, id);
  `,
];
