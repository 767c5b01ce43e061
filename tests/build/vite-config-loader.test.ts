// Vite loads vite.config.ts by bundling it, and warns, at every build, dev start and test run, of each import its
// native loader (Node's own, planned to be Vite's default) could not follow. The config and what it imports name their
// files whole (`./vite/brand.ts`), so a newcomer's `npm start` and every CI log start without that wall of warnings.
import path from 'node:path';
import { loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe("the build's config", () => {
  it("loads with no warning: every import of it is one Node's native loader could follow", async () => {
    const said: string[] = [];
    const logger: Logger = {
      info: () => undefined,
      warn: (message) => void said.push(message),
      warnOnce: (message) => void said.push(message),
      error: (message) => void said.push(message),
      clearScreen: () => undefined,
      hasErrorLogged: () => false,
      hasWarned: false,
    };
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(root, 'vite.config.ts'), root, 'info', logger);
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(said).toEqual([]);
  });
});
