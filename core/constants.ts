// The business constants of the spec's section 9, in one place for the client and the reference server.

export const SUCCESS_CODE = 200;
export const EXPIRED_CODE = 401;
/** What the server does not have (an article, an order): the envelope's code and the HTTP status. */
export const NOT_FOUND_CODE = 404;
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Lines (线路, src/api/lines): a probe of a line is one tiny call bounded by LINE_PROBE_TIMEOUT_MS (over it the line
 * shows 超时), LINE_PROBES_AT_ONCE lines at a time; a line that failed is not tried again for LINE_DOWN_MS unless a
 * probe finds it back; the app moves to a faster line on its own only when it is faster by LINE_FASTER_BY_MS.
 */
export const LINE_PROBE_TIMEOUT_MS = 3_000;
export const LINE_PROBES_AT_ONCE = 3;
export const LINE_DOWN_MS = 60_000;
export const LINE_FASTER_BY_MS = 150;
/** The most lines a list may hold (a longer one from the network is refused). */
export const LINES_MAX = 20;
/**
 * A failed read (no answer, a timeout, a server failure) is asked again at most this many times, after pauses that
 * double from RETRY_FIRST_PAUSE_MS; a "no" from the server, offline and a call the back end lacks are not asked again.
 */
export const QUERY_RETRIES = 2;
export const RETRY_FIRST_PAUSE_MS = 1_000;

export const POLL_MS = {
  hallBalance: 2_500,
  venueBalances: 3_500,
  transferBalances: 1_500,
  wsPing: 3_000,
  roomCountdownTick: 1_000,
} as const;

/** Site settings are read again this often (and on focus), so maintenance reaches a player idle on a page. */
export const SITE_SETTINGS_POLL_MS = 60_000;

export const BANNER_AUTOPLAY_MS = 5_000;
export const DOWNLOAD_CAROUSEL_MS = 3_000;
export const DOWNLOAD_IFRAME_REMOVE_MS = 2_000;
export const SCROLL_TOP_BUTTON_AFTER_PX = 200;
export const LIST_LOAD_OFFSET_PX = 300;

export const MAX_CARDS_PER_KIND = 5;
export const MASK_VISIBLE_CHARS = 4;

export const STAKE_QUICK_VALUES = [10, 20, 50, 200, 500] as const;
export const STAKE_DEFAULT = 10;
export const SPECIAL_NUMBER_MIN = 1;
export const SPECIAL_NUMBER_MAX = 49;

export const DATE_CODES = [1, 2, 3, 4] as const;
export type DateCode = (typeof DATE_CODES)[number];
export const DATE_CODE_DEFAULT: DateCode = 4;
/** Days each date code covers, today included. */
export const DATE_CODE_DAYS: Record<DateCode, number> = { 1: 1, 2: 7, 3: 15, 4: 30 };

export const DEPOSIT_RANGE_DEFAULT = { min: 100, max: 10_000 } as const;
export const DEPOSIT_COUNTDOWN_MS = 60 * 60 * 1000;
export const WITHDRAWAL_MIN_YUAN = 100;
export const WITHDRAWAL_REDIRECT_MS = 1_500;
export const USDT_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type UsdtProtocol = (typeof USDT_PROTOCOLS)[number];
export const USDT_PROTOCOL_DEFAULT: UsdtProtocol = 'TRC20';
export const USDT_DECIMALS = 2;

/** An empty birthday wheel opens this many years back (an adult's birthday), not on today. */
export const BIRTHDAY_WHEEL_START_YEARS = 25;

export const USERNAME_LENGTH = { min: 6, max: 16 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 16 } as const;

export const VENUE_ROWS_COLLAPSED = { withdrawal: 3, transfer: 4 } as const;

export const VIP_LEVELS = { min: 1, max: 10 } as const;
export const VIP_RETENTION_DAYS = 90;
export const VIP_PROGRESS_CAP = 100;

/** Red packets are drawn 10:00-12:00 Beijing time; deposits count from 12:00 the day before to 10:00. */
export const RED_PACKET_WINDOW = { startHour: 10, endHour: 12 } as const;

/** /concise opens on this provider when the back end's game list names it (the tabs are the list's, never ours). */
export const SLOT_PROVIDER_DEFAULT = 'obgdy';

/** The central wallet's name in transfers. */
export const CENTRAL_WALLET = 'userbalance';

/** The spec's language: the server's messages and seeded texts are in it, and every other language falls back to it. */
export const BASE_LANGUAGE = 'zh-CN';
