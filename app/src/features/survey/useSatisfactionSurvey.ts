import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isSurveyDue, type User } from '@datacare/api-client';
import { userKey } from '../auth/api/get-user.ts';
import { trackInteraction } from './api/track-interaction.ts';
import { useNotifyApiError } from '../../lib/api-errors.ts';

/** The survey waits this long after entering a page, so users get to their work first. */
export const SURVEY_DELAY_MS = 30_000;

export interface SurveyAnswer {
  score: number;
  comment: string;
}

/**
 * Paths where a survey would interrupt a journey: the import wizard's steps and the connect flow.
 * The survey waits until the user is somewhere else (the dashboard, the lists, the quota page).
 */
export function isJourneyPath(pathname: string): boolean {
  return /^\/(import|connect-import)(\/|$)/.test(pathname);
}

/**
 * The on-entry satisfaction survey (spec section 2 Default mode routes): offered to users with an
 * e-mail whose contract type is not intern or alumni, at most once in 90 days (`isSurveyDue`).
 * Answering or dismissing records the interaction with e-mail, full name, company name and account
 * type; the server then stores the date, so the 90 days count from there.
 *
 * `paused` (true on a wizard step, see isJourneyPath) holds the survey back: it never interrupts a
 * step and opens `delayMs` after the user reaches a calm page, e.g. the dashboard. A survey that is
 * already open stays open.
 */
export function useSatisfactionSurvey(
  user: User | null | undefined,
  delayMs: number = SURVEY_DELAY_MS,
  paused = false,
) {
  const { mutate } = useSWRConfig();
  const notifyError = useNotifyApiError();
  const [open, setOpen] = useState(false);
  const [handled, setHandled] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const due = Boolean(user && !handled && isSurveyDue(user));

  useEffect(() => {
    if (!due || paused) return;
    const timer = setTimeout(() => setOpen(true), delayMs);
    return () => clearTimeout(timer);
  }, [due, delayMs, paused]);

  const record = useCallback(
    async (action: 'submitted' | 'dismissed', answer?: SurveyAnswer) => {
      if (!user) return;
      setSubmitting(true);
      try {
        await trackInteraction({
          controllerName: 'survey',
          methodName: 'satisfaction',
          action,
          additionalData: {
            email: user.email,
            fullName: user.fullName,
            companyName: user.companyName ?? null,
            accountType: user.contractType,
            ...(answer ? { score: answer.score, comment: answer.comment } : {}),
          },
        });
        await mutate(userKey);
      } catch (error) {
        notifyError(error);
      } finally {
        setSubmitting(false);
        setHandled(true);
        setOpen(false);
      }
    },
    [user, mutate, notifyError],
  );

  return {
    open,
    submitting,
    submit: (answer: SurveyAnswer) => record('submitted', answer),
    dismiss: () => record('dismissed'),
  };
}
