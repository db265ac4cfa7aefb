import { useCallback, useRef, useState, type FormEvent, type RefObject } from 'react';

/**
 * The survey asks for satisfaction on a 1–5 scale (CSAT) rather than 0–10 (NPS): five stars answer
 * "how satisfied are you" in one glance and one click, fit a small dialog and a phone screen, and are
 * what in-app surveys usually ask. NPS asks a different question (would you recommend us) and needs
 * eleven options. Scores are whole numbers from 1 to `SURVEY_MAX_SCORE`.
 */
export const SURVEY_MAX_SCORE = 5;

/** Longest comment the survey accepts. */
export const SURVEY_COMMENT_MAX_LENGTH = 1000;

/** What the survey sends: the score 1–5 and the comment (trimmed, possibly empty). */
export interface SurveyAnswer {
  score: number;
  comment: string;
}

/** Input of `useSurveyDialog`. */
export interface SurveyDialogOptions {
  /** Receives the answer once a score is chosen. */
  onSubmit: (answer: SurveyAnswer) => void;
  /**
   * The answer is being sent: further submits are ignored.
   * @default false
   */
  submitting?: boolean;
}

/** State and handlers of the survey form. */
export interface SurveyDialogController {
  score: number | null;
  setScore: (score: number | null) => void;
  comment: string;
  setComment: (comment: string) => void;
  /** True after sending without a score, until a score is chosen. */
  scoreMissing: boolean;
  handleSubmit: (event?: FormEvent) => void;
  /**
   * Attach to the focusable group around the score inputs (`tabIndex={-1}`); an incomplete submit
   * focuses the group rather than a star, because a focused star previews that score as if chosen.
   */
  scoreRef: RefObject<HTMLElement | null>;
}

/** Cuts a comment to the maximum length (the text field's `maxLength` does the same while typing). */
export function limitComment(comment: string, max: number = SURVEY_COMMENT_MAX_LENGTH): string {
  return comment.length > max ? comment.slice(0, max) : comment;
}

/** A score the survey accepts: a whole number from 1 to 5; anything else is "no score". */
export function normaliseScore(score: number | null | undefined): number | null {
  if (score === null || score === undefined || !Number.isInteger(score)) return null;
  return score >= 1 && score <= SURVEY_MAX_SCORE ? score : null;
}

/**
 * Headless logic of the satisfaction survey: score and comment, the "choose a score" check and the
 * submit. No MUI, no texts.
 */
export function useSurveyDialog({
  onSubmit,
  submitting = false,
}: SurveyDialogOptions): SurveyDialogController {
  const [score, setScoreState] = useState<number | null>(null);
  const [comment, setCommentState] = useState('');
  const [attempted, setAttempted] = useState(false);
  const scoreRef = useRef<HTMLElement>(null);

  const setScore = useCallback((next: number | null) => setScoreState(normaliseScore(next)), []);
  const setComment = useCallback((next: string) => setCommentState(limitComment(next)), []);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting) return;
      if (score === null) {
        setAttempted(true);
        scoreRef.current?.focus();
        return;
      }
      onSubmit({ score, comment: comment.trim() });
    },
    [comment, onSubmit, score, submitting],
  );

  return {
    score,
    setScore,
    comment,
    setComment,
    scoreMissing: attempted && score === null,
    handleSubmit,
    scoreRef,
  };
}
