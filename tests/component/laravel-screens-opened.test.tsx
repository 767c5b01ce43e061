// Screens of the Laravel dialect opened at their own address (moved down from tests/e2e/laravel.spec.ts, whose Laravel
// build keeps a smoke of its own): the slot games' page and a deposit's page show the back end's values, and nothing
// on them reads as a decoding slip. The other screens of that spec are in ./laravel-screens.test.tsx.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import renderers from '../../locales/zh-CN/renderers.json';
import { answerOf, DEPOSIT_NO, laravelFixtures } from '../fixtures/laravel';
import { PLATFORMS } from '../fixtures/laravel/games';
import { screens } from '../../screens.config';
import { renderApp } from './appHarness';
import { expectCleanScreen, runAgainstLaravel, serveLaravel } from './laravel-support';

runAgainstLaravel();
beforeAll(async () => {
  // The screens below, loaded once here: a worker's first render of a screen transforms its modules, seconds on a busy
  // machine, which is this file's setup, not its first test's time.
  await Promise.all(['/concise', '/payInfo'].map((path) => screens.find((screen) => screen.path === path)!.screen()));
});

/** The fixture's answer to this request, as the back end sends it. */
const answer = <T,>(key: keyof typeof laravelFixtures, request: Record<string, unknown>) => (answerOf(laravelFixtures[key], request) as { data: T }).data;

async function shows(text: string) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
}

function expectClean() {
  expect(screen.queryByText(renderers.loadFailed.title)).not.toBeInTheDocument();
  expectCleanScreen();
}

describe('with the Laravel back end, opened at their address', () => {
  it('/concise shows its slot provider and the games it answers', async () => {
    const provider = PLATFORMS.find((platform) => platform.category_id === 'concise')!;
    const [game] = answer<{ gamename: string }[]>('POST /api/gamelistBycode', { gamecode: provider.platform_name });
    serveLaravel();
    renderApp({ at: '/concise' });
    await shows(provider.name);
    await shows(game!.gamename);
    expectClean();
  });

  it('/payInfo shows where to pay and how much', async () => {
    const { info, cardlist } = answer<{ info: { amount: string }; cardlist: { mch_id: string } }>('POST /api/payinfo', { deposit_no: DEPOSIT_NO });
    serveLaravel();
    renderApp({ at: `/payInfo?deposit_no=${DEPOSIT_NO}` });
    await shows(cardlist.mch_id);
    await shows(info.amount);
    expectClean();
  });
});
