// A screen's placeholder stays for one render more when its data comes, so React builds what replaces it in the
// background, in slices; it comes back at once when the data is asked for again.
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredPending } from '../../src/renderers/states/useDeferredPending';

const seen: boolean[] = [];
function Probe({ pending }: { pending: boolean }) {
  const shown = useDeferredPending(pending);
  seen.push(shown);
  return <p>{shown ? 'placeholder' : 'content'}</p>;
}

describe('useDeferredPending', () => {
  it('keeps the placeholder for the urgent render when the data comes, then shows the content', async () => {
    seen.length = 0;
    const { rerender } = render(<Probe pending />);
    await act(async () => rerender(<Probe pending={false} />));
    expect(seen).toEqual([true, true, false]);
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('shows the placeholder at once when the data is asked for again, and not at all for data already there', async () => {
    seen.length = 0;
    const { rerender } = render(<Probe pending={false} />);
    await act(async () => rerender(<Probe pending />));
    expect(seen[0]).toBe(false);
    expect(seen.slice(1).every(Boolean)).toBe(true); // no render shows content without its data
    expect(screen.getByText('placeholder')).toBeInTheDocument();
  });
});
