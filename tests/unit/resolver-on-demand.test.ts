// @vitest-environment node
// A form's rules loaded at its first check (the log-in and registration forms): not before, once, and a failed load
// is the network sentence, then tried again.
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import errors from '../../locales/zh-CN/errors.json';
import { resolverOnDemand } from '../../src/renderers/headlessForm/resolverOnDemand';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const rules: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.name) return { values, errors: {} };
  return { values: {}, errors: { name: { type: 'required', message: 'validation:nameRequired' } } };
};

describe('rules loaded on demand', () => {
  it('are not loaded before the first check, then once for every check', async () => {
    const load = vi.fn(() => Promise.resolve(rules));
    const resolver = resolverOnDemand<Values>(load);
    expect(load).not.toHaveBeenCalled();
    expect((await resolver({ name: '' }, undefined, options)).errors).toHaveProperty('name.message', 'validation:nameRequired');
    expect((await resolver({ name: 'ok' }, undefined, options)).values).toEqual({ name: 'ok' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("say the network failed when they cannot be loaded, and load at the next check", async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(rules);
    const resolver = resolverOnDemand<Values>(load);
    const failed = await resolver({ name: 'ok' }, undefined, options);
    const message = (failed.errors as { root?: { message?: string } }).root?.message;
    expect(message?.startsWith('errors:') && errors[message.slice('errors:'.length) as keyof typeof errors]).toBeTruthy();
    expect((await resolver({ name: 'ok' }, undefined, options)).values).toEqual({ name: 'ok' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

