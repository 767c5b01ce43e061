// What a route's error boundary catches reaches the field reports, with the route it happened on.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import { ChunkErrorBoundary } from '../../src/shell/layouts/ChunkErrorBoundary';
import { onSeenError, type SeenError } from '../../src/shell/field/errors';

function Broken(): never {
  throw new TypeError('screen broke');
}

describe('the error boundary and the field reports', () => {
  it('tells what it caught, from the route it was on', async () => {
    window.location.hash = '#/activityInfo?id=7';
    const seen: SeenError[] = [];
    const stop = onSeenError((error) => seen.push(error));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <ChunkErrorBoundary>
          <Broken />
        </ChunkErrorBoundary>,
      );
      expect(await screen.findByText(common.chunkFailed)).toBeInTheDocument();
      expect(seen).toEqual([expect.objectContaining({ source: 'boundary', at: '#/activityInfo?id=7', error: expect.objectContaining({ message: 'screen broke' }) })]);
    } finally {
      quiet.mockRestore();
      stop();
    }
  });
});
