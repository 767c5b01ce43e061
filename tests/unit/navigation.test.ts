// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/kit/navigation';
import { loginPathFor } from '../../src/session/session';

describe('redirects after login', () => {
  it.each([
    ['/money', '/money'],
    ['/transRecord?type=2&date=1', '/transRecord?type=2&date=1'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/javascript:alert(1)', '/'],
  ])('follows %s only when internal → %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it('sends a visitor to /login with the full wanted path', () => {
    expect(loginPathFor('/transRecord?type=2')).toBe('/login?redirect=%2FtransRecord%3Ftype%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });
});
