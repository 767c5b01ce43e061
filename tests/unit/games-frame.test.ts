// @vitest-environment node
// Frame pages: which URLs load, what the sandbox allows, and where a slot game opens.
import { describe, expect, it } from 'vitest';
import { resolveFrameUrl } from '../../src/lib/frameUrl';
import { sandboxFor } from '../../src/renderers/frame/sandbox';
import { slotGamePath } from '../../src/features/games/slotGames';

const BASE = 'https://site.example';

describe('resolveFrameUrl', () => {
  it('makes a server path absolute against the API base', () => {
    expect(resolveFrameUrl('/files/content/game.html?platform=pp', BASE)).toBe('https://site.example/files/content/game.html?platform=pp');
    expect(resolveFrameUrl('https://games.example/launch?t=1', BASE)).toBe('https://games.example/launch?t=1');
  });

  it('refuses nothing, and any scheme but http(s)', () => {
    expect(resolveFrameUrl('', BASE)).toBeNull();
    expect(resolveFrameUrl(undefined, BASE)).toBeNull();
    expect(resolveFrameUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(resolveFrameUrl('data:text/html,<script>1</script>', BASE)).toBeNull();
  });
});

describe('sandboxFor', () => {
  it('never gives a page of our own origin its origin back (it could read the session)', () => {
    const sandbox = sandboxFor('https://site.example/files/content/game.html', BASE);
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
  });

  it('lets a third party\'s page keep its own origin', () => {
    expect(sandboxFor('https://games.example/launch', BASE).split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
  });

  it('never allows top navigation', () => {
    expect(sandboxFor('https://games.example/launch', BASE)).not.toContain('allow-top-navigation');
  });
});

describe('slotGamePath', () => {
  it('opens the game page with the provider and the game', () => {
    const path = slotGamePath({ gamename: 'Ice Queen', gamepic: '/x.svg', gamecode: 'pp_ice', catecode: 'pp' });
    expect(Object.fromEntries(new URLSearchParams(path.split('?')[1]))).toEqual({ name: 'Ice Queen', type: 'concise', code: 'pp', game: 'pp_ice' });
  });
});
