/**
 * Review decisions as labelled examples for the match model (migration 0013 `review_labels`,
 * docs/review.md 'Learning from reviewers'). A label holds the features the model saw for each
 * candidate of the row, which one the reviewer chose or turned down, the model version, the user and
 * the time: no customer text, no batch, so it outlives the import it came from.
 */
import type { Db } from '../../db/database.ts';

/** One decision as a label (before it is stored). */
export interface ReviewLabel {
  /** Encoded features per candidate of the row, in entry order (labels/features.ts). */
  features: string[];
  /** The selected candidate's index in `features`, -1 for 'none of these'; null for a rejection. */
  chosen: number | null;
  /** The deselected candidate's index in `features` (-1: 'none of these' deselected); null for a selection. */
  rejected: number | null;
}

/** An entry of a row as the decision read it (review/storage.ts decisionEntries). */
export interface LabelEntry {
  pos: number;
  is_no_match: number;
  features: string | null;
}

/**
 * The label of selecting (or deselecting) the entry at `pos` of a row, or null when the row says
 * nothing the model could learn from: no candidates, or a candidate whose features were not stored
 * (results of an engine that does not report them, or from before migration 0013).
 */
export function labelOf(entries: readonly LabelEntry[], pos: number, selected: boolean): ReviewLabel | null {
  const candidates = entries.filter((e) => e.is_no_match !== 1);
  if (candidates.length === 0) return null;
  const features: string[] = [];
  for (const candidate of candidates) {
    if (candidate.features === null) return null;
    features.push(candidate.features);
  }
  const target = entries.find((e) => e.pos === pos);
  if (!target) return null;
  const index = target.is_no_match === 1 ? -1 : candidates.indexOf(target);
  return selected ? { features, chosen: index, rejected: null } : { features, chosen: null, rejected: index };
}

/** Stores a decision's label (in the decision's transaction: one insert). */
export async function insertLabel(
  db: Db,
  label: ReviewLabel,
  by: { userId: string; modelVersion: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('review_labels')
    .values({
      user_id: by.userId,
      model_version: by.modelVersion,
      features: JSON.stringify(label.features),
      chosen: label.chosen,
      rejected: label.rejected,
      created_at: by.now,
    })
    .execute();
}

/** A stored label as refit reads it. */
export interface StoredLabel extends ReviewLabel {
  id: number;
  modelVersion: string | null;
}

/** Every stored label, oldest first. */
export async function readLabels(db: Db): Promise<StoredLabel[]> {
  const rows = await db
    .selectFrom('review_labels')
    .select(['id', 'model_version', 'features', 'chosen', 'rejected'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    modelVersion: row.model_version,
    features: JSON.parse(row.features) as string[],
    chosen: row.chosen,
    rejected: row.rejected,
  }));
}
