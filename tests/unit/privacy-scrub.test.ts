// @vitest-environment node
// The one scrubber (core/privacy.ts) the phone runs before a report leaves it and the collector runs again at ingest:
// a table of secrets in the forms an error's text carries them, each taken out whoever sent it.
import { describe, expect, it } from 'vitest';
import { scrub, shortStack } from '../../core/privacy';
import { SECRETS } from '../shared/secrets';

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
