// A route's screen (src/shell/screenComponent.tsx): once its code is in, the route shows it at its first render, with no
// placeholder in between (React.lazy showed its fallback first, and React then held the screen back up to 300 ms);
// before, the route's placeholder, then the screen; a failed load reaches the route's error boundary; the code is
// asked for once however many ask.
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadScreen, screenComponent } from '../../src/shell/screenComponent';

const placeholder = () => <p>placeholder</p>;
const screenModule = () => ({ default: () => <h1>the screen</h1> });

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError = (error: unknown) => ({ error });
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('screenComponent', () => {
  it('shows a screen whose code is in at its first render, never the placeholder', async () => {
    const load = vi.fn(async () => screenModule());
    await loadScreen(load);
    const Screen = screenComponent(load, placeholder);
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'the screen' })).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder while the code loads, then the screen, asking for the code once', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<ReturnType<typeof screenModule>>((resolve) => (arrive = () => resolve(screenModule()))));
    const Screen = screenComponent(load, placeholder);
    render(
      <>
        <Screen />
        <Screen />
      </>,
    );
    expect(screen.getAllByText('placeholder')).toHaveLength(2);
    await act(async () => arrive());
    expect(await screen.findAllByRole('heading', { name: 'the screen' })).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hands a failed load to the route's error boundary, and the next attempt asks again", async () => {
    const load = vi.fn(async () => {
      throw new Error('chunk lost');
    });
    const Screen = screenComponent(load, placeholder);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    render(
      <Boundary>
        <Screen />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk lost');
    await loadScreen(load).catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});
