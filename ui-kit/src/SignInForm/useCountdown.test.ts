import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown, type CountdownTimers } from './useCountdown.ts';

describe('useCountdown with fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down second by second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rounds fractions up and returns null without seconds', () => {
    const { result, rerender } = renderHook(
      ({ seconds }: { seconds: number | null }) => useCountdown(seconds),
      {
        initialProps: { seconds: 1.2 as number | null },
      },
    );
    expect(result.current).toBe(2);
    rerender({ seconds: null });
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts for new seconds or a new reset key', () => {
    let key = {};
    const { result, rerender } = renderHook(
      ({ seconds }: { seconds: number }) => useCountdown(seconds, { resetKey: key }),
      {
        initialProps: { seconds: 5 },
      },
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(2);
    key = {};
    rerender({ seconds: 5 });
    expect(result.current).toBe(5);
    rerender({ seconds: 10 });
    expect(result.current).toBe(10);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current).toBe(6);
  });

  it('catches up when the interval fires late (throttled tab)', () => {
    const { result } = renderHook(() => useCountdown(60, { intervalMs: 20_000 }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toBe(40);
  });
});

describe('useCountdown with injected timers', () => {
  it('runs on the given clock', () => {
    let now = 1_000_000;
    let tick: (() => void) | undefined;
    const timers: CountdownTimers = {
      now: () => now,
      setInterval: (callback) => {
        tick = callback;
        return 1;
      },
      clearInterval: () => {
        tick = undefined;
      },
    };
    const { result, unmount } = renderHook(() => useCountdown(2, { timers }));
    expect(result.current).toBe(2);
    now += 1500;
    act(() => tick?.());
    expect(result.current).toBe(1);
    now += 500;
    act(() => tick?.());
    expect(result.current).toBe(0);
    expect(tick).toBeUndefined();
    unmount();
  });
});
