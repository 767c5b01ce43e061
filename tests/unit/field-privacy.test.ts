// @vitest-environment node
// What a field report may carry of an error: no token, name, phone, card, address, amount or server message.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { scrub, shortStack } from '../../core/privacy';
import { describeError } from '../../src/shell/field/privacy';

const token = 'f3a9c2e14b7d4e0c9a8b7c6d5e4f3a2b';
const member = { name: 'lucky888', realname: 'Zhang San' };

describe('field report privacy', () => {
  it("takes the session's own secrets out by value", () => {
    const text = scrub(`Error: ${member.name} (${member.realname}) sent ${token}`, [token, member.name, member.realname]);
    for (const secret of [token, member.name, member.realname]) expect(text).not.toContain(secret);
    expect(text).toContain('Error:');
  });

  it('takes out what is shaped like a card, a phone, an amount, a token or an e-mail address', () => {
    const text = scrub('card 6222 0212 3456 7890 phone 13800138000 paid 1234.50 key AbCdEf0123456789xyzXYZ mail a.b@example.com', []);
    for (const secret of ['6222', '7890', '13800138000', '1234.50', 'AbCdEf0123456789xyzXYZ', 'a.b@example.com']) expect(text).not.toContain(secret);
    expect(text).toContain('card');
  });

  it("keeps a stack's first frames without origins or queries, line and column numbers kept", () => {
    const stack = [
      'TypeError: boom',
      '    at render (https://shop.example:8443/assets/index-Ab12.js?v=1:1:23456)',
      ...Array.from({ length: 8 }, (_, i) => `    at frame${i} (https://shop.example/assets/x.js:2:${i})`),
    ].join('\n');
    const short = shortStack(stack);
    expect(short.split('\n')).toHaveLength(5);
    expect(short).toContain('at render (/assets/index-Ab12.js:1:23456)');
    expect(short).not.toContain('shop.example');
    expect(short).not.toContain('v=1');
  });

  it("reports a failed call's error by its kind, never the server's words", () => {
    const described = describeError(new ApiError('business', 422, '余额不足 lucky888'), []);
    expect(described).toEqual({ message: 'ApiError: business', stack: '' });
  });

  it('caps an error message and scrubs it', () => {
    const described = describeError(new Error(`${member.name} `.repeat(100)), [member.name]);
    expect(described.message.length).toBeLessThanOrEqual(200);
    expect(described.message).not.toContain(member.name);
  });
});
