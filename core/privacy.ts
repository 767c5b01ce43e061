// What a field report may carry of an error's text: never a token, a password, a name, a phone, a card, an e-mail or IP
// address, or an amount. One scrubber for both sides: the phone runs it before a report leaves (src/shell/field/privacy.ts) and the
// collector again at ingest (server/features/telemetry), since a report may come from anyone, not only our phones.
// No lookbehind anywhere: Safari before 16.4 cannot even parse one, and would lose the whole reporter to it.

/** Values shorter than this are too common to take out by value (a VIP level, "ok"). */
const SECRET_MIN = 3;
/** Text past this is dropped before the patterns run: nothing a report keeps is as long, and their cost grows with it. */
const SCRUB_MAX = 4_000;
const STACK_FRAMES = 5;

/**
 * Control characters (a line's break and a tab kept), zero-width ones, the soft hyphen and bidirectional overrides:
 * invisible, they hide a secret from the patterns below ("pass\u200Bword=") or turn text around on the operator's page.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;

/** A name that says its value is a secret: password, pwd, token, api_key, secret, session, cookie, auth... */
const SECRET_NAME = String.raw`[\w-]{0,40}(?:pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|auth(?:orization)?|session(?:id)?|sid|cookie|credential|signature)[\w-]{0,40}`;

const PATTERNS: readonly [RegExp, string][] = [
  // An authorization scheme's credentials, however short.
  [/\b(Bearer|Basic|Digest|Token)\s+[^\s,;"']+/gi, '$1 [secret]'],
  // Credentials in an address: scheme://user:password@host.
  [/(\/\/)[^\s/@:]+:[^\s/@]+@/g, '$1[secret]@'],
  // A secret's value in JSON or a JS object: "password": "…" (either quote), or a bare value.
  [new RegExp(String.raw`(["'])(${SECRET_NAME})\1(\s*:\s*)(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,}\]]+)`, 'gi'), '$1$2$1$3"[secret]"'],
  // name=value and name: value (a query, a header, a log line): password=…, ?api_token=…, Cookie: session=…
  [new RegExp(String.raw`\b(${SECRET_NAME})(\s*[:=]\s*)(?!\[secret\])[^\s&#"',;)}\]]+`, 'gi'), '$1$2[secret]'],
  [/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[email]'],
  // An IPv4 address: a player's, or one that says where they are.
  [/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, '[ip]'],
  // Amounts (two places), then runs of four digits or more, spaces and dashes between (cards, phones, ids); not a
  // stack's line and column numbers (after a colon). The character before is matched and kept, not looked behind at.
  [/(^|[^:\w.])\d+\.\d{2}(?!\d)/g, '$1#'],
  [/(^|[^:\w])\d(?:[\d -]{2,}\d)(?!\d)/g, '$1#'],
  // A JSON web token (its parts may each be short), then long runs of letters and digits: tokens, keys, wallets.
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[id]'],
  [/[A-Za-z0-9_-]{20,}/g, '[id]'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with the session's own `secrets` taken out by value and anything shaped like a secret masked. */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text.slice(0, SCRUB_MAX).replace(INVISIBLE, '');
  for (const secret of secrets) if (secret.length >= SECRET_MIN) out = out.replace(new RegExp(escape(secret), 'g'), '[x]');
  for (const [pattern, mask] of PATTERNS) out = out.replace(pattern, mask);
  return out;
}

/** The first frames of a stack, each address without its origin, query or hash. */
export function shortStack(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s*at |@/.test(line))
    .slice(0, STACK_FRAMES)
    .map((line) => line.trim().replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '').replace(/[?#][^\s:)]*/g, ''))
    .join('\n');
}
