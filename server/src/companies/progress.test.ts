import { describe, expect, it } from 'vitest';
import { createProgress } from './progress.ts';

function clock() {
  let t = 0;
  const now = () => t;
  return { now, advance: (ms: number) => (t += ms) };
}

describe('progress line', () => {
  it('writes a line per tenth of the work in a log, then a summary with the rate', () => {
    const out: string[] = [];
    const c = clock();
    const progress = createProgress((text) => out.push(text), {
      label: 'Generating',
      total: 1000,
      unit: 'companies',
      interactive: false,
      now: c.now,
    });
    for (let done = 50; done <= 1000; done += 50) {
      c.advance(100);
      progress.update(done);
    }
    expect(out).toHaveLength(9);
    expect(out[0]).toBe('  Generating: 100 of 1,000 (10 %), 500 companies/s\n');
    expect(progress.finish(1000)).toEqual({ ms: 2000, perSecond: 500 });
    expect(out.at(-1)).toBe('  Generating: 1,000 companies in 2.0 s (500/s)\n');
  });

  it('redraws one line on a terminal at most ten times a second', () => {
    const out: string[] = [];
    const c = clock();
    const progress = createProgress((text) => out.push(text), {
      label: 'Importing',
      unit: 'lines',
      interactive: true,
      now: c.now,
    });
    progress.update(10, 0.1);
    c.advance(50);
    progress.update(20, 0.2);
    c.advance(100);
    progress.update(30, 0.3);
    expect(out).toEqual([
      '\r  Importing: 10 (10 %), 10,000 lines/s\u001b[K',
      '\r  Importing: 30 (30 %), 200 lines/s\u001b[K',
    ]);
    progress.finish(30, '2 rejected');
    expect(out.at(-1)).toBe('\r  Importing: 30 lines in 0.1 s (200/s), 2 rejected\u001b[K\n');
  });
});
