import { createHash } from 'node:crypto';

/** Everything the export-mode report shows depends on; a change of any of it is another PDF. */
export interface ReportState {
  /** Bumped by every review decision (import_batches.review_version). */
  reviewVersion: number;
  exactMatchThreshold: number;
  /** The matching run the results come from (a new run replaces them). */
  matchingRun: { createdAt: string; finishedAt: string | null };
  /** The cover's file name, tag and recipient. */
  fileName: string;
  tag: string;
  recipient: string;
  /** The e-mail and website checks' counts (checks/counts.ts): they change while the rest does not. */
  checks: unknown;
  language: string;
}

/**
 * The key of one state of a batch's report (report_pdfs.state_key, part of the file's name): a
 * sha256 of the state, 20 hex characters. JSON of a fixed shape, so equal states give equal keys.
 */
export function reportStateKey(state: ReportState): string {
  const text = JSON.stringify([
    state.reviewVersion,
    state.exactMatchThreshold,
    state.matchingRun.createdAt,
    state.matchingRun.finishedAt,
    state.fileName,
    state.tag,
    state.recipient,
    state.checks,
    state.language,
  ]);
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}
