import { sql, type Kysely } from 'kysely';

/**
 * Learning from reviewers (issue 15, docs/review.md 'Learning from reviewers').
 *
 * - `review_labels`: one row per review decision, as a labelled example for the match model: the
 *   features the model saw for each entry of the row (`features`: JSON list, one encoded feature
 *   string per candidate in entry order, matching/labels/features.ts), which entry the reviewer
 *   chose (`chosen`: a candidate's index in that list, -1 for 'none of these') or turned down
 *   (`rejected`), the model version that scored them, the user and the time. No batch, row, company
 *   or customer text: the labels outlive the import they came from and are what `npm run match --
 *   refit` fits on. The user id becomes NULL when the account is removed.
 * - `match_candidates.features`: the encoded features of a candidate as the engine computed them
 *   (NULL for the no-match entry and engines that do not report them), read by the decision that
 *   stores the label; `possible_duplicate`: another entry of the row is very likely the same company
 *   under another id in the company database.
 * - `match_results.remembered`: the row's selection was taken from the user's decision on the same
 *   row in an earlier import; a new selection clears it. A partial index finds the selected entries
 *   of a batch, which is how the earlier decisions are read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_labels')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('model_version', 'text')
    .addColumn('features', 'text', (col) => col.notNull())
    .addColumn('chosen', 'integer')
    .addColumn('rejected', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('review_labels_created').on('review_labels').columns(['created_at']).execute();

  await db.schema.alterTable('match_candidates').addColumn('features', 'text').execute();
  await db.schema
    .alterTable('match_candidates')
    .addColumn('possible_duplicate', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('match_results')
    .addColumn('remembered', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('match_candidates_selected')
    .on('match_candidates')
    .columns(['batch_id', 'row_id'])
    .where(sql.ref('is_selected'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('match_candidates_selected').execute();
  await db.schema.alterTable('match_results').dropColumn('remembered').execute();
  await db.schema.alterTable('match_candidates').dropColumn('possible_duplicate').execute();
  await db.schema.alterTable('match_candidates').dropColumn('features').execute();
  await db.schema.dropTable('review_labels').execute();
}
