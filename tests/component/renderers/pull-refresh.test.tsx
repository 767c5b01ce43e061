// Pull to refresh as a finger meets it: pulled far enough from the top and let go, the list is asked once, the
// status line says so and then that it is done; a short pull, or a pull with the page scrolled, asks nothing.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/zh-CN/common.json';
import { dampedPull, PullRefresh } from '../../../src/renderers/pullRefresh/PullRefresh';
import { pullDown } from './support';

const words = common.pullToRefresh;

function renderList(onRefresh: () => Promise<unknown>) {
  render(
    <PullRefresh onRefresh={onRefresh}>
      <p>rows</p>
    </PullRefresh>,
  );
  return screen.getByText('rows');
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('pull to refresh', () => {
  it('refreshes once when pulled past the threshold, saying it is loading and then that it is done', async () => {
    let finish!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const rows = renderList(onRefresh);

    act(() => pullDown(rows, 200));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText(words.refreshing)).toBeInTheDocument();
    // A second pull while the first is out asks nothing more.
    act(() => pullDown(rows, 200));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(screen.getByText(words.complete)).toBeInTheDocument();
  });

  it('does nothing for a short pull', () => {
    const onRefresh = vi.fn(async () => undefined);
    const rows = renderList(onRefresh);
    act(() => pullDown(rows, 60));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves the finger to the page when the page is not at its top', () => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    const onRefresh = vi.fn(async () => undefined);
    const rows = renderList(onRefresh);
    act(() => pullDown(rows, 200));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('follows the finger less the further it goes', () => {
    expect(dampedPull(0)).toBe(0);
    expect(dampedPull(-50)).toBe(0);
    expect(dampedPull(100)).toBeGreaterThan(dampedPull(50));
    expect(dampedPull(100) - dampedPull(50)).toBeLessThan(dampedPull(50));
    expect(dampedPull(10_000)).toBeLessThan(200);
  });
});
