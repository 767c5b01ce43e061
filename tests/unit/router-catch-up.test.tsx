// The router shows where the address is, even when it changed while the first render was under way (that render is a
// transition, in slices, before the router subscribes to the history): a link opened while the app starts.
import { render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { expect, it } from 'vitest';
import { AppRoutes, type AppHistory } from '../../src/shell/router';

/** A history whose address moves to `to` just before the router's first subscription. */
function movingBeforeSubscription(from: string, to: string): AppHistory {
  const history = createMemoryHistory({ initialEntries: [from], v5Compat: true });
  let moved = false;
  return new Proxy(history, {
    get(target, key) {
      if (key === 'listen') {
        return (listener: Parameters<AppHistory['listen']>[0]) => {
          if (!moved) target.push(to);
          moved = true;
          return target.listen(listener);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const routes = [
  { path: '/discover', element: <p>discover screen</p> },
  { path: '/lottery', element: <p>lottery screen</p> },
];

it('shows the screen the address moved to before the router subscribed', async () => {
  render(<AppRoutes history={movingBeforeSubscription('/discover', '/lottery')} routes={routes} />);
  expect(await screen.findByText('lottery screen')).toBeInTheDocument();
  expect(screen.queryByText('discover screen')).not.toBeInTheDocument();
});

it('follows the history after that', async () => {
  const history = createMemoryHistory({ initialEntries: ['/discover'], v5Compat: true });
  render(<AppRoutes history={history} routes={routes} />);
  expect(await screen.findByText('discover screen')).toBeInTheDocument();
  history.push('/lottery');
  expect(await screen.findByText('lottery screen')).toBeInTheDocument();
});
