// The content feature's own tables: slot games, banners, notices and articles. Append only.

export const contentMigrations: readonly string[] = [
  /* 1: what a visitor browses */ `
  -- Slot games of the slot platforms (category concise), listed by /api/gamelistBycode.
  CREATE TABLE content_slot_games (
    id INTEGER PRIMARY KEY,
    provider TEXT NOT NULL,
    gamecode TEXT NOT NULL,
    gamename TEXT NOT NULL,
    gamepic TEXT NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0,
    UNIQUE (provider, gamecode)
  );

  -- Banners by placement type (2 is the mobile hall); url is an internal path a tap opens, or empty.
  CREATE TABLE content_banners (
    id INTEGER PRIMARY KEY,
    type INTEGER NOT NULL,
    src TEXT NOT NULL,
    url TEXT NOT NULL DEFAULT '',
    sort INTEGER NOT NULL DEFAULT 0,
    UNIQUE (type, src)
  );

  -- The hall's scrolling lines.
  CREATE TABLE content_home_notices (
    id INTEGER PRIMARY KEY,
    text TEXT NOT NULL UNIQUE,
    sort INTEGER NOT NULL DEFAULT 0
  );

  -- Announcements (/message), newest first. content is HTML, sanitized by the client.
  CREATE TABLE content_notices (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL UNIQUE,
    content TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX content_notices_time ON content_notices(created_at);

  -- Help, about and sponsorship pages by type (see ArticleRequest in openapi.yaml). content is HTML.
  CREATE TABLE content_articles (
    type INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    content TEXT NOT NULL
  );
  `,

  /* 2: the demo game page's real spins: launch tickets and one row per spin (its idempotency key) */ `
  -- A launch ticket lets the demo game page (a sandboxed frame, no session) bet from one venue wallet for a while.
  -- Only its SHA-256 is stored.
  CREATE TABLE content_game_tickets (
    ticket_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    platform TEXT NOT NULL,
    game TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX content_game_tickets_user ON content_game_tickets(user_id, expires_at);

  -- Each spin once: the page's spin_id makes a retry answer the same spin instead of betting again.
  CREATE TABLE content_demo_spins (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    spin_id TEXT NOT NULL,
    bet_id TEXT NOT NULL,
    reels TEXT NOT NULL,
    stake_fen INTEGER NOT NULL CHECK (stake_fen > 0),
    payout_fen INTEGER NOT NULL CHECK (payout_fen >= 0),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, spin_id)
  );
  `,

  /* 3: a launch ticket lives with the session that launched it (logout, a password change, expiry end both) */ `
  ALTER TABLE content_game_tickets ADD COLUMN session_hash TEXT NOT NULL DEFAULT '';
  `,
];
