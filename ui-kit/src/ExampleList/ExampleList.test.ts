import { describe, expect, it } from 'vitest';
import { visibleExampleCount } from './ExampleList.tsx';

describe('visibleExampleCount', () => {
  it.each([
    [0, false, 0, false],
    [3, false, 3, false],
    [4, false, 3, true],
    [4, true, 4, true],
    [13, true, 13, true],
    [20, true, 13, true],
    [20, false, 3, true],
  ])('%i examples, expanded %s: %i visible, show more %s', (total, expanded, visible, canExpand) => {
    expect(visibleExampleCount(total, expanded)).toEqual({ visible, canExpand });
  });
});
