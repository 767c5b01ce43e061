// The one scrubber (core/privacy.ts) the phone runs before a report leaves it and the collector runs again at ingest:
// a table of secrets in the forms an error's text carries them, each taken out whoever sent it.
import { describe, expect, it } from 'vitest';
import { scrub, shortStack } from '../../core/privacy';

/** [what it is, a text carrying it, the secret that must not survive]. */
const SECRETS: readonly [string, string, string][] = [
  ['a long token', 'token AbCdEf0123456789xyzXYZ refused', 'AbCdEf0123456789xyzXYZ'],
  ['a short bearer token', 'Authorization: Bearer 9f8e7d6c5b', '9f8e7d6c5b'],
  ['a bearer token in lower case', 'sent bearer abc.def-12 twice', 'abc.def-12'],
  ['basic credentials', 'header Basic dXNlcjpwYXNz', 'dXNlcjpwYXNz'],
  ['a password assignment', 'login failed password=hunter2', 'hunter2'],
  ['a password after a colon', 'Error: password: hunter2 rejected', 'hunter2'],
  ['a short query password', 'GET /api/login?user=a&pwd=s3cret failed', 's3cret'],
  ['a JSON password value', 'body {"password":"hunter2!","name":"x"}', 'hunter2!'],
  ['a JSON pay password with spaces', "body { 'pay_pass' : 'qwe778' }", 'qwe778'],
  ['a JSON token value', '{"api_token": "tok.short"}', 'tok.short'],
  ['api_token in a URL inside a message', 'Failed to fetch https://m.example.com/api/user?api_token=9f8e7d6c5b&x=1', '9f8e7d6c5b'],
  ["the socket's _token", 'WebSocket wss://m.example.com/wss?roomid=1&_token=abc123def closed', 'abc123def'],
  ['an access token', 'oauth access_token=ya29.short expired', 'ya29.short'],
  ['a session cookie', 'Cookie: session=abcd1234xyz', 'abcd1234xyz'],
  ['an api key header', 'X-Api-Key: k3yk3y', 'k3yk3y'],
  ['credentials in a URL', 'GET https://admin:pa55w0rd@m.example.com/ failed', 'pa55w0rd'],
  ['a JSON web token', 'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', 'eyJzdWIiOiIxIn0'],
  ['a card number', 'card 6222 0212 3456 7890', '3456'],
  ['a phone number', 'phone 13800138000', '13800138000'],
  ['an amount', 'paid 1234.50', '1234.50'],
  ['an e-mail address', 'mail a.b@example.com', 'a.b@example.com'],
  ['a key hidden by a zero-width space', 'pass\u200Bword=hunter2', 'hunter2'],
  ['a token split by a soft hyphen', 'Bearer\u00AD 9f8e7d6c5b', '9f8e7d6c5b'],
];

describe('the privacy scrubber', () => {
  it.each(SECRETS)('takes out %s', (_what, text, secret) => {
    const out = scrub(text, []);
    expect(out).not.toContain(secret);
  });

  it('takes out the text of every secret in the table at once', () => {
    const all = SECRETS.map(([, text]) => text).join(' | ');
    const out = scrub(all, []);
    for (const [what, , secret] of SECRETS) expect(out, what).not.toContain(secret);
  });

  it("takes the session's own secrets out by value, whatever their shape", () => {
    expect(scrub('Error: lucky888 (Zhang San)', ['lucky888', 'Zhang San'])).toBe('Error: [x] ([x])');
  });

  it('keeps what an operator reads: the error, the words around a secret, a stack line and column', () => {
    expect(scrub('TypeError: password=hunter2 was refused', [])).toBe('TypeError: password=[secret] was refused');
    expect(scrub("Cannot read properties of undefined (reading 'key')", [])).toBe("Cannot read properties of undefined (reading 'key')");
    expect(scrub('at render (/assets/index-Ab12.js:1:23456)', [])).toBe('at render (/assets/index-Ab12.js:1:23456)');
  });

  it('strips control, zero-width and bidirectional characters (spoofing on the operator page), keeping lines', () => {
    const out = scrub('Error:\u0000 safe\u202Egnp.exe\u200B\u2066x\u2069\u0007\nat a (b.js:1:2)', []);
    expect(out).toBe('Error: safegnp.exex\nat a (b.js:1:2)');
  });

  it("keeps a stack's first frames without origins or queries", () => {
    const stack = ['Error: x', '    at f (https://m.example.com/assets/a.js?api_token=abc:1:2)', '    at g (https://m.example.com/assets/b.js:3:4)'].join('\n');
    expect(shortStack(stack)).toBe('at f (/assets/a.js:1:2)\nat g (/assets/b.js:3:4)');
  });
});
