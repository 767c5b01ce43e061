// @vitest-environment node
// The routes the collector knows (core/routes.ts, a made-up one becomes "other") are the registry's, every one of them.
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../../core/routes';
import { screens } from '../../screens.config';

describe("the collector's routes", () => {
  it('are exactly the patterns screens.config.ts registers', () => {
    expect([...ROUTE_PATHS].sort()).toEqual(screens.map((screen) => screen.path).sort());
  });
});
