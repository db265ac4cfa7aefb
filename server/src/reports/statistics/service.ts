/**
 * getStatistics (spec 7; docs/quality-report.md 'Statistics'): the statistics of a finished batch,
 * counted by the 'statistics' job once per review state (review_version, threshold) and the
 * account's unlocks, and answered from that cache. The request thread never counts: it finds the
 * batch (the caller's only: another user's is 404), queues a count when none of the current state
 * exists, and adds the checks' counts (they change while the statistics do not).
 */
import type { StatisticsResponse } from '@datacare/api-client/generated/types';
import type { Db } from '../../db/database.ts';
import { accountUnlocks, unlocksToData } from '../../exports/account.ts';
import { HttpError } from '../../http/errors.ts';
import { findImportBatch } from '../../imports/storage.ts';
import { findMatchJob } from '../../matching/jobs/storage.ts';
import { isoAt, type Clock } from '../../system/clock.ts';
import type { CheckCounts, CountedStatistics } from './count.ts';
import { findStatistics, isOfState, reportFailure, requestStatistics, type StatisticsState } from './storage.ts';

export interface StatisticsServiceOptions {
  db: Db;
  clock: Clock;
  /** Wakes the statistics job queue (a count was queued). */
  /** Offers the batch's queued count to the jobs. */
  kick: (batchId: string) => void;
  /** The e-mail and website checks' counts of a batch (checks/counts.ts checkCountsOf). */
  checkCounts: (db: Db, batchId: string) => Promise<CheckCounts>;
}

const PROCESSING: StatisticsResponse = { state: 'processing', statistics: null };

export function createStatisticsService(options: StatisticsServiceOptions) {
  const { db, clock } = options;
  return {
    async get(userId: string, batchId: string): Promise<StatisticsResponse> {
      const batch = await findImportBatch(db, userId, batchId);
      if (!batch) throw new HttpError(404, 'not_found');
      if ((await findMatchJob(db, batch.id))?.status !== 'finished') {
        throw new HttpError(412, 'matching_not_finished', { key: 'statistics_matching_not_finished' });
      }
      const state: StatisticsState = {
        reviewVersion: batch.review_version,
        threshold: batch.exact_match_threshold,
        unlocks: JSON.stringify(unlocksToData(await accountUnlocks(db, userId))),
      };
      const record = await findStatistics(db, batch.id);
      if (record && isOfState(record, state)) {
        if (record.status === 'finished' && record.data !== null) {
          const counted = JSON.parse(record.data) as CountedStatistics;
          const checks = await options.checkCounts(db, batch.id);
          return {
            state: 'finished',
            statistics: { ...counted, emails: checks.emails, websites: checks.websites },
          };
        }
        // A failure is answered once; the call after it counts again.
        if (record.status === 'failed' && (await reportFailure(db, record))) {
          return { state: 'failed', statistics: null };
        }
      }
      if (await requestStatistics(db, batch.id, state, isoAt(clock()))) options.kick(batch.id);
      return PROCESSING;
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
