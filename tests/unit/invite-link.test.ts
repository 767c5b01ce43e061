// @vitest-environment node
// The invite link: this site's registration form with the member's uid as the inviter code.
import { describe, expect, it } from 'vitest';
import { inviteLink, siteBase } from '../../src/features/invite/inviteLink';

describe('invite link', () => {
  it('uses the page\'s own address unless the operator set a full one', () => {
    const here = { origin: 'https://m.example.com', pathname: '/h5/' };
    expect(siteBase('/', here)).toBe('https://m.example.com/h5/');
    expect(siteBase('', here)).toBe('https://m.example.com/h5/');
    expect(siteBase('https://play.example.com/#/old', here)).toBe('https://play.example.com/');
  });

  it('opens the registration form with type=1 and the inviter code', () => {
    expect(inviteLink('https://m.example.com/', '12345678')).toBe('https://m.example.com/#/reg?type=1&pid=12345678');
  });
});
