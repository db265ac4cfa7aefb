import type { Generated } from 'kysely';

/**
 * The database's tables as Kysely sees them. Each migration that adds or changes a table updates
 * this interface in the same commit. Booleans are stored as 0/1 integers, times as ISO 8601 UTC text.
 */
export interface DatabaseSchema {
  app_meta: AppMetaTable;
  users: UsersTable;
  quota_monthly_usage: QuotaMonthlyUsageTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  interactions: InteractionsTable;
  import_batches: ImportBatchesTable;
  import_rows: ImportRowsTable;
  match_jobs: MatchJobsTable;
  match_results: MatchResultsTable;
  match_candidates: MatchCandidatesTable;
  remembered_mappings: RememberedMappingsTable;
  exports: ExportsTable;
  export_charges: ExportChargesTable;
  mail_links: MailLinksTable;
  export_previews: ExportPreviewsTable;
  batch_statistics: BatchStatisticsTable;
  report_pdfs: ReportPdfsTable;
  review_labels: ReviewLabelsTable;
  check_runs: CheckRunsTable;
  check_rows: CheckRowsTable;
  check_targets: CheckTargetsTable;
  company_lists: CompanyListsTable;
  company_list_members: CompanyListMembersTable;
  list_changes: ListChangesTable;
  handover_tokens_used: HandoverTokensUsedTable;
  oidc_logins: OidcLoginsTable;
  user_identities: UserIdentitiesTable;
  activated_companies: ActivatedCompaniesTable;
  activated_exports: ActivatedExportsTable;
  rate_limit_hits: RateLimitHitsTable;
  file_store_files: FileStoreFilesTable;
  file_store_chunks: FileStoreChunksTable;
}

/** 0 or 1: SQLite has no boolean type. */
export type Flag = 0 | 1;

/** Facts about this installation: when it was created and, later, seeded data versions. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

/** An account of the built-in login service, with its permissions and export quota (spec 3 User, Quota). */
export interface UsersTable {
  id: string;
  /** Lower-cased; null for accounts without an e-mail (allowed by the contract). */
  email: string | null;
  first_name: string;
  name: string;
  company_name: string | null;
  language: Generated<'de' | 'en' | 'fr'>;
  contract_type: Generated<'demo' | 'test' | 'paid' | 'subcontract' | 'intern' | 'alumni'>;
  picture_mime: string | null;
  /** Base64 (or already a data URL), as the contract's pictureUrl.data. */
  picture_data: string | null;
  target1_access: Generated<Flag>;
  target2_access: Generated<Flag>;
  /** `scrypt$N$r$p$salt$hash` (server/src/auth/passwords.ts). */
  password_hash: string;
  last_account_id: string | null;
  last_survey_at: string | null;
  total_quota: Generated<number>;
  used_quota: Generated<number>;
  monthly_expand: Generated<Flag>;
  unlimited: Generated<Flag>;
  created_at: string;
  /** JSON array of the country data packs purchased ('DE', 'AT', …); NULL: every pack (migration 0008). */
  data_packs: string | null;
  /** JSON array of the export field keys unlocked for the account; NULL: every field (migration 0008). */
  unlocked_fields: string | null;
}

/** Companies charged to a calendar month's expansion allowance once the contract quota is used up. */
export interface QuotaMonthlyUsageTable {
  user_id: string;
  /** 'YYYY-MM' in UTC. */
  month: string;
  used: Generated<number>;
}

/** A signed-in browser. The cookie carries the raw id; only its sha256 is stored. */
export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  /** Absolute end, whatever the activity. */
  expires_at: string;
  from_target: Generated<Flag>;
  target_session_id: string | null;
  ip: string | null;
  user_agent: string | null;
  /**
   * Set for a render session only (migration 0012, auth/sessions.ts): the sha256 of the secret its
   * second cookie must carry, and the one batch it may read.
   */
  render_secret_hash: string | null;
  render_batch_id: string | null;
}

/** Sign-in failures and lockouts per normalised e-mail, known or unknown (survives a restart). */
export interface LoginAttemptsTable {
  email: string;
  /** Failures in the current window (reset by a success, a lockout or an expired window). */
  failures: Generated<number>;
  first_failure_at: string | null;
  locked_until: string | null;
  /** Lockouts so far; each doubles the next lockout's length up to the cap. */
  lockouts: Generated<number>;
  updated_at: string;
}

/** One tracked user interaction (spec 7 Tracking). */
export interface InteractionsTable {
  id: Generated<number>;
  user_id: string;
  controller_name: string;
  method_name: string;
  action: string;
  /** JSON text of the flat key/value details, or null. */
  additional_data: string | null;
  created_at: string;
}

/** An uploaded import; the minimal columns the dashboard counts (the import issue extends it). */
export interface ImportBatchesTable {
  id: string;
  user_id: string;
  file_name: string;
  tag: string;
  rows_total: Generated<number>;
  rows_empty: Generated<number>;
  rows_ok: Generated<number>;
  created_at: string;
  file_kind: string | null;
  file_size: Generated<number>;
  stored_file: string | null;
  encoding: string | null;
  delimiter: string | null;
  sheet_name: string | null;
  /** JSON array of the workbook's sheets (`{ name, hasData }`); NULL for csv (migration 0009). */
  sheets: string | null;
  /** 0 when a csv's encoding detection was unsure, so the mapping screen offers to switch (migration 0009). */
  encoding_confident: Generated<Flag>;
  /** JSON array of the file's column names. */
  columns: Generated<string>;
  /** JSON array: non-empty cells per column. */
  non_empty_counts: Generated<string>;
  /** JSON array of ErrorItem. */
  warnings: Generated<string>;
  warning_count: Generated<number>;
  rows_dropped: Generated<number>;
  max_upload_rows: Generated<number>;
  /** JSON lists of MappingPair. */
  detected_mapping: Generated<string>;
  mapping: string | null;
  additional_columns: string | null;
  exact_match_threshold: Generated<number>;
  upload_key: string | null;
  /** 'storing' while an upload's rows are written, then 'ready'. */
  state: Generated<'storing' | 'ready'>;
  /** Counts review writes; later caches of the quality report and export info key on it (migration 0005). */
  review_version: Generated<number>;
  /**
   * The manual tab's checked rows at exact_match_threshold, kept by review writes; NULL when
   * unknown (after a threshold change or a new matching run), counted again at the next write
   * (migration 0006).
   */
  manual_checked_count: number | null;
}

/** The last mapping a user confirmed for one set of headers (proposed again on the next upload). */
export interface RememberedMappingsTable {
  user_id: string;
  header_key: string;
  mapping: string;
  additional_columns: string;
  updated_at: string;
}

/** An uploaded row: its cells in the file's column order (JSON array of text or null). */
export interface ImportRowsTable {
  batch_id: string;
  /** 1-based position in the file (contract RowId). */
  row_id: number;
  cells: string;
}

export type MatchJobStatus = 'queued' | 'running' | 'stopping' | 'stopped' | 'finished' | 'failed';

/** The matching job of a batch (docs/matching.md, 'Jobs and tables'). */
export interface MatchJobsTable {
  batch_id: string;
  status: MatchJobStatus;
  /** JSON array of the file's column names. */
  columns: string;
  /** JSON list of MappingPair. */
  mapping: string;
  exact_match_threshold: Generated<number>;
  total: number;
  /** Rows with results; committed together with them. */
  finished: Generated<number>;
  rows_per_second: Generated<number>;
  engine: string;
  model_version: string | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  updated_at: string;
  finished_at: string | null;
}

/** A matched row: its best entry and review state. */
export interface MatchResultsTable {
  batch_id: string;
  row_id: number;
  probability: number;
  is_no_match: Flag;
  no_match_probability: number;
  manually_checked: Generated<Flag>;
  /** 'matching_failed' when matching the row raised an error (it is then a no match); else NULL (migration 0007). */
  note: RowNote | null;
  /** 1 when the selection was taken from the user's decision in an earlier import (migration 0013). */
  remembered: Generated<Flag>;
}

/** Why a row's stored result is not the engine's answer (migration 0007). */
export type RowNote = 'matching_failed';

/** An entry of a matched row: a candidate company or the no-match entry (provider_id null). */
export interface MatchCandidatesTable {
  batch_id: string;
  row_id: number;
  pos: number;
  provider_id: string | null;
  probability: number;
  is_no_match: Flag;
  is_selected: Generated<Flag>;
  data_pack: string | null;
  /** MatchData as JSON. */
  data: string | null;
  /** JSON [[field, level, contribution], …]. */
  explanation: string | null;
  /** The features the model saw (matching/labels/features.ts); NULL for the no-match entry (migration 0013). */
  features: string | null;
  /** 1 when another entry of the row is very likely the same company under another id (migration 0013). */
  possible_duplicate: Generated<Flag>;
}

/**
 * A review decision as a labelled example for the match model (migration 0013, docs/review.md
 * 'Learning from reviewers'): features only, no customer text, no batch; outlives the import.
 */
export interface ReviewLabelsTable {
  id: Generated<number>;
  user_id: string | null;
  model_version: string | null;
  /** JSON list of the row's candidates' encoded features, in entry order. */
  features: string;
  /** Index in `features` of the candidate the reviewer selected, -1 for 'none of these'; NULL for a rejection. */
  chosen: number | null;
  /** Index in `features` of the candidate the reviewer deselected; NULL otherwise. */
  rejected: number | null;
  created_at: string;
}

export type ExportStatus = 'queued' | 'running' | 'finished' | 'failed';

/**
 * An export: the job record and the history entry in one (migration 0008, docs/exports.md). At most
 * one per batch is queued or running. The record outlives its file, its import and its user.
 */
export interface ExportsTable {
  id: Generated<number>;
  /** NULL once the account was removed for privacy (the list shows the deleted-user text). */
  user_id: string | null;
  /** The import exported; kept after the import is deleted (the reference then says so). */
  batch_id: string | null;
  /** The import's tag at export time: the export's name in the history. */
  batch_name: string;
  /** The download's file name (tag shortened to 36 characters plus extension). */
  file_name: string;
  file_type: 'xlsx' | 'csv';
  product: Generated<'datacare' | 'target' | 'connect' | 'target2'>;
  status: ExportStatus;
  /** 'mail' once the user asked for the download link by mail. */
  delivery: Generated<'download' | 'mail'>;
  /** JSON of the ExportMatchesRequest's options (views, delimiter, column actions). */
  options: string;
  /** JSON text of HistoryAdditionalInfo (the contract's additional_info). */
  additional_info: string | null;
  num_rows: Generated<number>;
  /** Companies the file enriches (contract num_entities). */
  num_entities: Generated<number>;
  /** Companies charged to the quota by this export. */
  num_charged: Generated<number>;
  /** The file's name in DATA_DIR/exports; NULL until written. */
  stored_file: string | null;
  file_size: number | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** When the retention sweep removes the file. */
  file_expires_at: string | null;
  /** When it did; the record stays. */
  file_deleted_at: string | null;
  mail_requested_at: string | null;
  mail_sent_at: string | null;
}

/** A company charged once per import (migration 0008): a second export of it is free. */
export interface ExportChargesTable {
  batch_id: string;
  provider_id: string;
  export_id: number;
  charged_at: string;
}

/** A mailed download link (migration 0008): a random token for its owner, with an expiry. */
export interface MailLinksTable {
  token: string;
  export_id: number;
  user_id: string;
  created_at: string;
  expires_at: string;
  sent_at: string | null;
  /** The .eml written to DATA_DIR/outbox when no SMTP server is configured. */
  mail_file: string | null;
}

/** The export preview's counts of a batch at one review state (migration 0008). */
export interface ExportPreviewsTable {
  batch_id: string;
  review_version: number;
  exact_match_threshold: number;
  status: 'queued' | 'running' | 'finished' | 'failed';
  /** JSON of the per-field category counts and examples. */
  data: string | null;
  error: string | null;
  updated_at: string;
}

/**
 * The quality report's statistics of a batch (migration 0010, reports/statistics/): the
 * 'statistics' job record and the cache of its result, for one review state and the account's
 * unlocks it was counted with.
 */
export interface BatchStatisticsTable {
  batch_id: string;
  review_version: number;
  exact_match_threshold: number;
  /** JSON of the account's unlocks (exports/account.ts UnlocksData) the count was made with. */
  unlocks: string;
  status: 'queued' | 'running' | 'finished' | 'failed';
  /** JSON of the counted statistics (reports/statistics/count.ts CountedStatistics) once finished. */
  data: string | null;
  error: string | null;
  /** 1 once a failure was answered to the user: the next request counts again. */
  failure_reported: Generated<Flag>;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/**
 * The quality report PDF of a batch (migration 0012, reports/pdf/): the 'report_pdf' job record and
 * the cache of its file, for one state of the batch (`state_key`, reports/pdf/state-key.ts).
 */
export interface ReportPdfsTable {
  batch_id: string;
  state_key: string;
  language: 'de' | 'en' | 'fr';
  status: 'queued' | 'running' | 'finished' | 'failed';
  /** The file's name in DATA_DIR/reports (`<batchId>-<stateKey>.pdf`) once finished. */
  stored_file: string | null;
  error: string | null;
  /** 1 once a failure was answered to the user: the next request starts a new attempt. */
  failure_reported: Generated<Flag>;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** Which check: the e-mail check ('email_check' job kind) or the website check ('website_check'). */
export type CheckKind = 'email' | 'website';

/** A check's job record, one per batch and kind (migration 0011, server/src/checks/). */
export interface CheckRunsTable {
  batch_id: string;
  kind: CheckKind;
  status: 'queued' | 'running' | 'finished' | 'failed';
  /** 1 once the job has written the batch's addresses to check_rows. */
  prepared: Generated<Flag>;
  error: string | null;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A syntactically valid e-mail address or URL of a row and the target that checks it (migration 0011). */
export interface CheckRowsTable {
  batch_id: string;
  kind: CheckKind;
  row_id: number;
  /** Position of the address in its cell (a cell may hold several e-mail addresses). */
  pos: number;
  /** The address or URL as the file has it (trimmed). */
  value: string;
  /** The e-mail's domain (lower-case, ASCII) or the website's normalised URL. */
  target: string;
}

/** A distinct domain or URL of a check and its result, NULL until checked (migration 0011). */
export interface CheckTargetsTable {
  batch_id: string;
  kind: CheckKind;
  target: string;
  /** E-mail: available, unavailable, unknown. Website: available, intRedirect, extRedirect, unavailable, blocked. */
  result: string | null;
  /** Where a website's redirects ended. */
  final_url: string | null;
  /** The registrable domain an external redirect led to. */
  different_domain: string | null;
  checked_at: string | null;
}

/** A company list of the built-in prospecting product (migration 0014, docs/lists.md). */
export interface CompanyListsTable {
  /** Its decimal text is the contract's ListId (and the history's integer ngProfileId). */
  id: Generated<number>;
  owner_id: string;
  /** A target 1 company list, or the companies handed over to target 2. */
  kind: 'target1' | 'target2';
  name: string;
  created_at: string;
  updated_at: string;
}

/**
 * A company on a list, once (migration 0014): when and from which import it came, and a snapshot
 * of the import's candidate data the list page sorts and searches on (docs/lists.md).
 */
export interface CompanyListMembersTable {
  list_id: number;
  provider_id: string;
  added_at: string;
  /** The import it came from; kept after the import is deleted. */
  batch_id: string | null;
  /** The company's data pack at insert time: locked for accounts without it. */
  data_pack: string | null;
  company_name: string | null;
  zip: string | null;
  location: string | null;
  /** Folded name and city (lists/keys.ts): what the list page sorts and searches on. */
  name_key: string | null;
  location_key: string | null;
}

/**
 * The job record of one change of a list by an import (migration 0014, the `list_change` job kind,
 * docs/lists.md 'Jobs'): queued and awaited by the request, run in a worker thread.
 */
export interface ListChangesTable {
  id: Generated<number>;
  user_id: string;
  batch_id: string;
  /** A new list, companies onto or off a list, or a target 2 hand-over. */
  action: 'create' | 'add' | 'remove' | 'handover';
  /** The history entry's product: profiles (`target`), the connect finish, the hand-over. */
  product: 'target' | 'connect' | 'target2';
  /** The list changed (add, remove); null for a new list or a hand-over. */
  list_id: string | null;
  /** The new list's or hand-over's name (create, handover). */
  name: string | null;
  /** The hand-over asks target 2 for a login link. */
  login_link: Generated<Flag>;
  status: 'queued' | 'running' | 'finished' | 'failed';
  /** JSON of the outcome once finished (lists/changes.ts ListChangeOutcome). */
  result: string | null;
  /** Once failed: what the waiting request answers (`not_found`, `service_unavailable`, …). */
  error_type: string | null;
  /** Once failed: the error's text, for the log. */
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A consumed hand-over token: its jti until the token would have expired (migration 0015, auth/handover.ts). */
export interface HandoverTokensUsedTable {
  jti: string;
  expires_at: string;
}

/** A sign-in started at the OpenID provider, one use, 10 minutes (migration 0015, auth/oidc.ts). */
export interface OidcLoginsTable {
  /** sha256 of the `state` sent to the provider. */
  state_hash: string;
  /** sha256 of the random value of the browser's binding cookie. */
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  /** The same-origin page to come back to. */
  redirect_path: string;
  language: 'de' | 'en' | 'fr';
  created_at: string;
  expires_at: string;
}

/** The account an OpenID provider's subject signs in as (migration 0015, auth/oidc.ts). */
export interface UserIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: string;
}

/**
 * A company the account has exported with quota (migration 0016, docs/exports.md 'Activated
 * companies'): the charging export's data of it, folded keys for search and sort, the first charge.
 */
export interface ActivatedCompaniesTable {
  user_id: string;
  provider_id: string;
  company_name: string | null;
  zip: string | null;
  location: string | null;
  street: string | null;
  country: string | null;
  url: string | null;
  /** The company's data pack (country code) when charged. */
  data_pack: string | null;
  /** Folded texts (activated/keys.ts) the list searches and sorts on; '' when empty. */
  name_key: string;
  location_key: string;
  zip_key: string;
  country_key: string;
  /** Where the data came from: the charging export, the backfill's snapshot, the company database, or not yet / not found. */
  data_source: 'export' | 'candidate' | 'companies' | 'pending' | 'missing';
  /** The earliest charge of the company to the account. */
  activated_at: string;
}

/** An xlsx of activated companies: the job record and the file's owner (migration 0016). */
export interface ActivatedExportsTable {
  id: Generated<number>;
  /** NULL once the account was removed: nobody can fetch the file, the retention removes it. */
  user_id: string | null;
  /** The random name the download asks for (`activated-<random>.xlsx`), also the stored file's name. */
  file_name: string;
  language: 'de' | 'en' | 'fr';
  /** JSON: `{"filters": {...}}` or `{"ids": [...]}`. */
  selection: string;
  status: 'queued' | 'running' | 'finished' | 'failed';
  num_companies: Generated<number>;
  file_size: number | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  file_expires_at: string | null;
  file_deleted_at: string | null;
}

/** A counted hit of a rate limit (migration 0017, auth/rate-limit.ts; PostgreSQL only in use). */
export interface RateLimitHitsTable {
  /** The limit: 'sign_in', 'handover_failure'. */
  scope: string;
  /** What is limited, the client's IP. */
  key: string;
  /** When, in ms since the epoch. */
  at: number;
}

/** A stored version of a file of the database file store (migration 0017, storage/database-file-store.ts). */
export interface FileStoreFilesTable {
  /** Random id of this version. */
  id: string;
  /** The file's key ('exports/12.xlsx'). */
  key: string;
  /** 'writing' while its chunks arrive; 'ready' once it is the key's file (one per key). */
  status: 'writing' | 'ready';
  size: Generated<number>;
  chunks: Generated<number>;
  created_at: string;
}

/** A chunk of a stored file's bytes, in order of `seq` from 0. */
export interface FileStoreChunksTable {
  file_id: string;
  seq: number;
  data: Buffer;
}
