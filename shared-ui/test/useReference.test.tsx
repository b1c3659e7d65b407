/**
 * `useReference`: the reference lists of the selects (regions, legal forms, dropdown lists) are
 * asked for once per page life whatever app shows them, a failure is asked for again, and the
 * options reach the page (as a transition, issue 12).
 */
import { renderHook, waitFor } from '@testing-library/react';
import { loadReference, useReference } from '../src/list/useReference';

const regions = [
  { code: '03', name: 'Lombardia' },
  { code: '12', name: 'Lazio' },
];
const toOptions = (list: typeof regions) => list.map((r) => ({ value: r.code, label: r.name }));

describe('useReference', () => {
  it('maps the answer into options; two selects of the same list send one request', async () => {
    const load = jest.fn(async () => regions);
    const first = renderHook(() => useReference('test/regions', load, toOptions));
    const second = renderHook(() => useReference('test/regions', load, (list: typeof regions) => list.map((r) => r.name)));
    expect(first.result.current).toEqual([]);
    await waitFor(() => expect(first.result.current).toHaveLength(2));
    await waitFor(() => expect(second.result.current).toEqual(['Lombardia', 'Lazio']));
    expect(first.result.current[0]).toEqual({ value: '03', label: 'Lombardia' });
    expect(load).toHaveBeenCalledTimes(1);
    // a later page of the same life reads the cached answer
    const later = renderHook(() => useReference('test/regions', load, toOptions));
    await waitFor(() => expect(later.result.current).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed request leaves the options empty and is asked for again by the next use', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(regions);
    const failed = renderHook(() => useReference('test/flaky', load, toOptions));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(failed.result.current).toEqual([]);
    const retried = renderHook(() => useReference('test/flaky', load, toOptions));
    await waitFor(() => expect(retried.result.current).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loadReference answers the cached promise of a key', async () => {
    const load = jest.fn(async () => 'answer');
    await expect(loadReference('test/once', load)).resolves.toBe('answer');
    await expect(loadReference('test/once', load)).resolves.toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a key nothing is asked and the options are empty', async () => {
    const load = jest.fn(async () => regions);
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useReference(key, load, toOptions), {
      initialProps: { key: null as string | null },
    });
    expect(result.current).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'test/provinces/03' });
    await waitFor(() => expect(result.current).toHaveLength(2));
    rerender({ key: null });
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
