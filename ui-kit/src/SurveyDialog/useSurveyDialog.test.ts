import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  limitComment,
  normaliseScore,
  SURVEY_COMMENT_MAX_LENGTH,
  useSurveyDialog,
} from './useSurveyDialog.ts';

describe('survey rules', () => {
  it('accepts whole scores from 1 to 5 only', () => {
    expect([1, 3, 5].map(normaliseScore)).toEqual([1, 3, 5]);
    expect([0, 6, 2.5, null, undefined, Number.NaN].map(normaliseScore)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('cuts comments to 1000 characters', () => {
    expect(limitComment('x'.repeat(1200))).toHaveLength(SURVEY_COMMENT_MAX_LENGTH);
    expect(limitComment('Gut')).toBe('Gut');
  });
});

describe('useSurveyDialog', () => {
  it('sends score and trimmed comment', () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useSurveyDialog({ onSubmit }));
    act(() => {
      result.current.setScore(4);
      result.current.setComment('  Der Abgleich spart uns viel Zeit. ');
    });
    act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ score: 4, comment: 'Der Abgleich spart uns viel Zeit.' });
  });

  it('asks for a score before sending and forgets the complaint once one is chosen', () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useSurveyDialog({ onSubmit }));
    expect(result.current.scoreMissing).toBe(false);
    act(() => result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.scoreMissing).toBe(true);
    act(() => result.current.setScore(2));
    expect(result.current.scoreMissing).toBe(false);
  });

  it('ignores submits while sending', () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useSurveyDialog({ onSubmit, submitting: true }));
    act(() => result.current.setScore(5));
    act(() => result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
