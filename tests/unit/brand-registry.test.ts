// @vitest-environment node
// A brand's screen overrides: a route off leaves the router and the tab bar, a tab renamed keeps its route, a header
// switched on gets the screen's own title. Routes come from the registry, never a copied list.
import { describe, expect, it } from 'vitest';
import { screens, tabs } from '../../screens.config';
import { alwaysOn, applyScreenOverrides } from '../../src/shell/registry';

const none = { off: [], tabTitles: {}, headers: {} };
const tabRoute = tabs.find((tab) => tab.path !== '/')!;
const headerless = screens.find((def) => def.header === null && def.layout === 'top')!;

describe('brand screen overrides', () => {
  it('change nothing when a brand states none', () => {
    const active = applyScreenOverrides(screens, tabs, none);
    expect(active.screens).toEqual(screens);
    expect(active.tabs).toEqual(tabs);
  });

  it('turn a route off: gone from the routes and the tab bar, the hall stays', () => {
    const active = applyScreenOverrides(screens, tabs, { ...none, off: [tabRoute.path, '/'] });
    expect(active.screens.map((def) => def.path)).not.toContain(tabRoute.path);
    expect(active.tabs.map((tab) => tab.path)).not.toContain(tabRoute.path);
    expect(active.screens.map((def) => def.path)).toContain('/');
  });

  it('cannot turn off a route the app needs: the hall and the log-in form every member page sends a visitor to', () => {
    const active = applyScreenOverrides(screens, tabs, { ...none, off: [...alwaysOn] });
    expect(alwaysOn).toContain('/login');
    expect(active.screens.map((def) => def.path)).toEqual(expect.arrayContaining([...alwaysOn]));
  });

  it('rename a tab by locale key', () => {
    const active = applyScreenOverrides(screens, tabs, { ...none, tabTitles: { [tabRoute.key]: 'nav:titles.vip' } });
    expect(active.tabs.find((tab) => tab.key === tabRoute.key)?.titleKey).toBe('nav:titles.vip');
  });

  it('switch a header on with the screen title, or off', () => {
    const active = applyScreenOverrides(screens, tabs, { ...none, headers: { [headerless.path]: true, '/login': false } });
    expect(active.screens.find((def) => def.path === headerless.path)?.header).toEqual({ titleKey: headerless.titleKey, back: true });
    expect(active.screens.find((def) => def.path === '/login')?.header).toBeNull();
  });
});
