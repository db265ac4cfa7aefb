import type { TrackNewUserInteractionRequest } from '@datacare/api-client/generated/types';
import { writeTransaction, type Db } from '../db/database.ts';
import { isoAt } from '../system/clock.ts';
import { insertInteraction, setLastSurveyAt } from './storage.ts';

/** The survey's controller name and the actions that end it (the app's survey dialog sends them). */
export const SURVEY_CONTROLLER = 'survey';
export const SURVEY_DONE_ACTIONS: readonly string[] = ['submitted', 'dismissed'];

/**
 * Stores one interaction of the signed-in user (spec 7 Tracking). An answered or dismissed
 * satisfaction survey also sets the user's lastSurveyAt, so `isSurveyDue` (api-client/domain/
 * survey.ts) offers it again only after 90 days.
 */
export async function trackInteraction(
  db: Db,
  userId: string,
  interaction: TrackNewUserInteractionRequest,
  now: number,
): Promise<void> {
  const at = isoAt(now);
  await writeTransaction(db, async (trx) => {
    await insertInteraction(trx, {
      user_id: userId,
      controller_name: interaction.controllerName,
      method_name: interaction.methodName,
      action: interaction.action,
      additional_data: interaction.additionalData ? JSON.stringify(interaction.additionalData) : null,
      created_at: at,
    });
    if (
      interaction.controllerName === SURVEY_CONTROLLER &&
      SURVEY_DONE_ACTIONS.includes(interaction.action)
    ) {
      await setLastSurveyAt(trx, userId, at);
    }
  });
}
