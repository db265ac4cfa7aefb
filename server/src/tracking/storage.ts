import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { InteractionsTable } from '../db/schema.ts';

export async function insertInteraction(db: Db, values: Insertable<InteractionsTable>): Promise<void> {
  await db.insertInto('interactions').values(values).execute();
}

/** Records when the user last answered or dismissed the satisfaction survey. */
export async function setLastSurveyAt(db: Db, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_survey_at: at }).where('id', '=', userId).execute();
}
