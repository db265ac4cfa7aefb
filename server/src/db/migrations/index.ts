import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_app_meta.ts';
import * as m0002 from './0002_users_sessions.ts';
import * as m0003 from './0003_matching.ts';
import * as m0004 from './0004_import_wizard.ts';
import * as m0005 from './0005_review.ts';
import * as m0006 from './0006_review_counts.ts';
import * as m0007 from './0007_row_notes.ts';
import * as m0008 from './0008_exports.ts';
import * as m0009 from './0009_upload_choices.ts';
import * as m0010 from './0010_statistics.ts';
import * as m0011 from './0011_checks.ts';
import * as m0012 from './0012_report_pdf.ts';
import * as m0013 from './0013_review_labels.ts';
import * as m0014 from './0014_company_lists.ts';
import * as m0015 from './0015_handover_and_sso.ts';
import * as m0016 from './0016_activated_companies.ts';
import * as m0017 from './0017_shared_state.ts';

/**
 * Every migration, in order. Names sort lexically; a migration once released is never edited,
 * only followed by a new one (docs/adr/002-storage-and-migrations.md).
 */
export const migrations: Record<string, Migration> = {
  '0001_app_meta': m0001,
  '0002_users_sessions': m0002,
  '0003_matching': m0003,
  '0004_import_wizard': m0004,
  '0005_review': m0005,
  '0006_review_counts': m0006,
  '0007_row_notes': m0007,
  '0008_exports': m0008,
  '0009_upload_choices': m0009,
  '0010_statistics': m0010,
  '0011_checks': m0011,
  '0012_report_pdf': m0012,
  '0013_review_labels': m0013,
  '0014_company_lists': m0014,
  '0015_handover_and_sso': m0015,
  '0016_activated_companies': m0016,
  '0017_shared_state': m0017,
};
