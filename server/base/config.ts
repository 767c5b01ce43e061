import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Line } from '../../brands/types';
import { parseLines } from './lines';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerConfig {
  host: string;
  port: number;
  /** A file path, or ":memory:" for a throwaway database. */
  dbPath: string;
  /** Uploaded files live here (under data/ by default). */
  uploadDir: string;
  adminToken: string;
  /** True when ADMIN_TOKEN was unset and a random one was made (it is then printed at start). */
  adminTokenGenerated: boolean;
  tokenTtlSeconds: number;
  /** scrypt's cost for new password hashes (PASSWORD_SCRYPT_N; the tests' servers lower it, production keeps 16384). */
  passwordCost: number;
  /** Failed logins per name and address pair before that pair waits. */
  loginMaxFailures: number;
  loginLockSeconds: number;
  /** Failed logins per name from any address before the name itself waits (much higher: see README). */
  loginNameMaxFailures: number;
  /** Registrations one address may make per window (0: no limit). */
  registerMaxPerAddress: number;
  registerWindowSeconds: number;
  /** Room chat lines one address may send per 5 s, all its members together (0: no limit; a loopback benchmark). */
  chatMaxPerAddress: number;
  /** Field reports (POST /api/telemetry): batches one address may send per 5 s (0: no limit; a loopback benchmark). */
  telemetryMaxPerAddress: number;
  /** Days the raw field reports are kept (the hourly aggregates are kept 30 days). */
  telemetryRetentionDays: number;
  /** What the field reports' tables may hold, in bytes (TELEMETRY_MAX_MB; 0: no budget): past it, oldest first out. */
  telemetryMaxBytes: number;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY): a hop count, or their addresses and networks; false
   * (unset): none, the client is the socket's peer. Fastify's `trustProxy`.
   */
  trustProxy: false | number | string[];
  /** COLLECTOR_ONLY=1: only the field reports' collector and its page (/api/telemetry, /admin/telemetry, /admin/field). */
  collectorOnly: boolean;
  /** The token Prometheus scrapes GET /metrics with (METRICS_TOKEN); '' (unset): the admin token opens it. */
  metricsToken: string;
  /** Where the field reports also go as OpenTelemetry logs (OTLP_LOGS_ENDPOINT, OTLP/HTTP: …:4318/v1/logs); '': nowhere. */
  otlpLogsEndpoint: string;
  /** Live sessions a member may hold; a new login ends the oldest beyond this. */
  maxSessionsPerMember: number;
  logLevel: string;
  /** One readable line per request and message (stdout a terminal: `npm start`); pino's JSON lines otherwise. */
  logLines: boolean;
  distDir: string;
  /** Origins (scheme://host[:port]) whose pages may call the API from the browser; "*" for any. CORS_ORIGINS, comma-separated. */
  corsOrigins: string[];
  /** More addresses the server answers on, as the main one does (LISTEN_ALSO: "127.0.0.2:8788,127.0.0.3:8788"). */
  listenAlso: { host: string; port: number }[];
  /** The site's lines (LINES; server/http/lines.ts): none set, the brand's. Their origins get CORS and connect-src. */
  lines: Line[];
  /** Check every answer against the contract (CHECK_ANSWERS=1/0; on unless NODE_ENV=production). */
  checkAnswers: boolean;
  /** The HTTP/2 listener over TLS beside the plain one (TLS_PORT; unset or 0: none). See server/http/secureListener.ts. */
  tls: TlsConfig | null;
}

export interface TlsConfig {
  port: number;
  /** An operator's certificate and key (TLS_CERT, TLS_KEY: PEM files); without them, one made for this machine. */
  certFile?: string;
  keyFile?: string;
  /** Where the machine's own certificate is kept. */
  dir: string;
}

/** The admin token's least length: it opens the admin API, and with COLLECTOR_ONLY it faces the whole internet. */
export const ADMIN_TOKEN_MIN = 32;

/** Refuses a server whose admin token could be guessed (buildApp calls it first). */
export function checkAdminToken(token: string): void {
  if (token.length < ADMIN_TOKEN_MIN) {
    throw new Error(`ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN} characters (it opens the admin API); make one with: openssl rand -hex 24`);
  }
}

/** METRICS_TOKEN, held to the admin token's length: /metrics tells how the site is used. */
function metricsToken(value: string | undefined): string {
  const token = value ?? '';
  if (token && token.length < ADMIN_TOKEN_MIN) throw new Error(`METRICS_TOKEN must be at least ${ADMIN_TOKEN_MIN} characters; make one with: openssl rand -hex 24`);
  return token;
}

/** OTLP_LOGS_ENDPOINT: an http(s) address, the logs path included (the OTLP/HTTP exporter posts to it as given). */
function otlpEndpoint(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text && !/^https?:\/\/[^/\s]+\/\S*$/.test(text)) throw new Error(`OTLP_LOGS_ENDPOINT must be an http(s) address with its path, e.g. http://otel-collector:4318/v1/logs, got "${text}"`);
  return text;
}

/** TRUST_PROXY: "1" (hops), or "10.0.0.2, 10.0.1.0/24" (addresses and networks; Fastify checks them at start). */
function proxies(value: string | undefined): ServerConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|false)$/i.test(text)) throw new Error('TRUST_PROXY takes a hop count or the proxies\' addresses, never "true": a client could then name any address');
  return text.split(',').map((address) => address.trim()).filter(Boolean);
}

/** LISTEN_ALSO: "host:port" pairs, comma-separated. */
function addresses(value: string | undefined): ServerConfig['listenAlso'] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([A-Za-z0-9.:-]+):(\d{1,5})$/.exec(entry);
      if (!match) throw new Error(`LISTEN_ALSO takes host:port pairs, got "${entry}"`);
      return { host: match[1]!, port: Number(match[2]) };
    });
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** scrypt's cost (N) for password hashes in production: 16 MB and ~50 ms a hash. */
export const PASSWORD_COST = 16384;

/** scrypt's N: a power of two from 1024 (a test server's) to 2^20; the production cost when unset. */
function scryptCost(value: string | undefined): number {
  const n = int(value, PASSWORD_COST, 'PASSWORD_SCRYPT_N');
  if (n < 1024 || n > 2 ** 20 || (n & (n - 1)) !== 0) throw new Error(`PASSWORD_SCRYPT_N must be a power of two from 1024 to 1048576, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): ServerConfig {
  const dbPath = env.DB_PATH || path.join(ROOT_DIR, 'data', 'app.sqlite');
  const adminTokenGenerated = !env.ADMIN_TOKEN;
  const tlsPort = int(env.TLS_PORT, 0, 'TLS_PORT');
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 8787, 'PORT'),
    dbPath,
    uploadDir: env.UPLOAD_DIR || path.join(ROOT_DIR, 'data', 'uploads'),
    adminToken: env.ADMIN_TOKEN || randomBytes(24).toString('hex'),
    adminTokenGenerated,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600, 'TOKEN_TTL_SECONDS'),
    passwordCost: scryptCost(env.PASSWORD_SCRYPT_N),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginLockSeconds: int(env.LOGIN_LOCK_SECONDS, 15 * 60, 'LOGIN_LOCK_SECONDS'),
    loginNameMaxFailures: int(env.LOGIN_NAME_MAX_FAILURES, 50, 'LOGIN_NAME_MAX_FAILURES'),
    registerMaxPerAddress: int(env.REGISTER_MAX_PER_ADDRESS, 5, 'REGISTER_MAX_PER_ADDRESS'),
    registerWindowSeconds: int(env.REGISTER_WINDOW_SECONDS, 3600, 'REGISTER_WINDOW_SECONDS'),
    chatMaxPerAddress: int(env.CHAT_MAX_PER_ADDRESS, 20, 'CHAT_MAX_PER_ADDRESS'),
    telemetryMaxPerAddress: int(env.TELEMETRY_MAX_PER_ADDRESS, 20, 'TELEMETRY_MAX_PER_ADDRESS'),
    telemetryRetentionDays: int(env.TELEMETRY_RETENTION_DAYS, 2, 'TELEMETRY_RETENTION_DAYS'),
    telemetryMaxBytes: int(env.TELEMETRY_MAX_MB, 512, 'TELEMETRY_MAX_MB') * 1024 * 1024,
    trustProxy: proxies(env.TRUST_PROXY),
    collectorOnly: env.COLLECTOR_ONLY === '1',
    metricsToken: metricsToken(env.METRICS_TOKEN),
    otlpLogsEndpoint: otlpEndpoint(env.OTLP_LOGS_ENDPOINT),
    maxSessionsPerMember: int(env.MAX_SESSIONS_PER_MEMBER, 10, 'MAX_SESSIONS_PER_MEMBER'),
    logLevel: env.LOG_LEVEL || 'info',
    logLines: terminal,
    distDir: env.DIST_DIR || path.join(ROOT_DIR, 'dist'),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean),
    lines: parseLines(env.LINES),
    listenAlso: addresses(env.LISTEN_ALSO),
    checkAnswers: env.CHECK_ANSWERS ? env.CHECK_ANSWERS !== '0' : env.NODE_ENV !== 'production',
    tls: tlsPort ? { port: tlsPort, certFile: env.TLS_CERT || undefined, keyFile: env.TLS_KEY || undefined, dir: path.join(ROOT_DIR, 'data', 'tls') } : null,
  };
}
