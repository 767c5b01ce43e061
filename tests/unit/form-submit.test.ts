// The two helpers every form shares: one submission at a time, and the first wrong field reported top down.
import { act, renderHook } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { firstFailing } from '../../src/renderers/headlessForm/firstFailing';
import { useSubmitOnce } from '../../src/renderers/headlessForm/useSubmitOnce';

describe('useSubmitOnce', () => {
  it('drops a second tap while the first is sending, and takes the next one after', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    let sent = 0;
    let finish = () => {};
    const send = () => {
      sent += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let first: Promise<void> | undefined;
    act(() => {
      first = result.current(send);
      void result.current(send);
    });
    expect(sent).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    await act(async () => {
      const again = result.current(send);
      finish();
      await again;
    });
    expect(sent).toBe(2);
  });

  it('lets the next submission through after one that failed', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    await expect(result.current(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    let sent = false;
    await result.current(async () => {
      sent = true;
    });
    expect(sent).toBe(true);
  });
});

describe('firstFailing', () => {
  type Values = { name: string; password: string; code: string };
  const errors: FieldErrors<Values> = { code: { type: 'x', message: 'validation:codeRequired' }, name: { type: 'x', message: 'validation:usernameRequired' } };

  it('reports the first wrong field in the form order, not the order the errors came in', () => {
    expect(firstFailing(['name', 'password', 'code'], errors)).toEqual({ name: 'name', message: 'validation:usernameRequired' });
  });

  it('still reports an error on a field outside the order', () => {
    expect(firstFailing<Values>(['password'], errors)?.name).toBe('code');
    expect(firstFailing<Values>(['password'], {})).toBeUndefined();
  });
});
