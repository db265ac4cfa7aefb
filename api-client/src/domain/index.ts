/**
 * The shared domain rules: framework-free functions and constants used by the server and the app
 * alike, so a rule (match type, quota, progress, text limits) is decided in one place.
 */
export {
  CHART_LABEL_MIN_COUNT,
  COMPANY_LIST_NAME_MAX,
  COMPANY_LIST_NAME_MIN,
  COMPANY_NAME_EXAMPLE_LENGTH,
  CURRENT_VERSION,
  DEFAULT_EXACT_MATCH_THRESHOLD,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE,
  DEFAULT_TAG,
  DEFAULT_TOTAL_QUOTA,
  DELIMITERS,
  DESKTOP_NOTIFICATION_CLOSE_MS,
  DIALOG_WIDTH_NARROW,
  DIALOG_WIDTH_WIDE,
  DUPLICATE_EXAMPLES_EXPANDABLE,
  DUPLICATE_EXAMPLES_SHOWN,
  EMPLOYEE_SIZE_BUCKETS,
  EMPLOYEE_SIZE_COMPARISON,
  EXPORT_FILE_TYPES,
  EXPORT_MAIL_HINT_DELAY_MS,
  EXPORT_TYPES,
  EXPORTS_PAGE_SIZE,
  FALLBACK_LANGUAGE,
  FILE_NAME_MAX_LENGTH,
  FILL_RATE_GREEN_MIN,
  FILL_RATE_ORANGE_MIN,
  IMPORTS_PAGE_SIZE,
  INDUSTRIES_CHART_MAX,
  INDUSTRY_LABEL_LENGTH,
  INDUSTRY_LABEL_LENGTH_EXPORT,
  LOCATION_EXAMPLE_LENGTH,
  MAPPING_EXAMPLE_PAGE_SIZE,
  MAX_DECIMALS,
  MAX_PAGE_INDEX,
  MAX_PAGE_SIZE,
  MONTHLY_EXPANSION,
  NO_MATCH_CUTOFF,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PIE_LABEL_MIN_PERCENT,
  REGISTER_EXAMPLES,
  REMAINING_TIME_MAX_SECONDS,
  REVENUE_BUCKETS,
  REVENUE_COMPARISON,
  REVIEW_ENTER_ADVANCE_MS,
  REVIEW_PAGE_CACHE,
  SCROLL_ANIMATION_MS,
  SEARCHTERM_MAX_LENGTH,
  SHOW_MORE_MIN_EXAMPLES,
  STEP_BAR_FILE_NAME_LENGTH,
  SUPPORTED_LANGUAGES,
  SURVEY_EXCLUDED_CONTRACT_TYPES,
  INTERNAL_FIELDS,
  TAG_DISPLAY_LENGTH,
  TAG_MAX_LENGTH,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
  USER_FULL_NAME_MAX_LENGTH,
  ZIP_DIGIT_COMPARISON,
} from './constants.ts';

export { MATCH_TYPES, countMatchTypes, matchTypeOf, normalizeThreshold } from './matchType.ts';
export type { MatchPriority } from './matchType.ts';

export {
  CHECK_POLL_INTERVAL_MS,
  EXPORT_POLL_INTERVAL_MS,
  STATUS_POLL_LARGE_FROM_ROWS,
  STATUS_POLL_LARGE_MS,
  STATUS_POLL_MEDIUM_FROM_ROWS,
  STATUS_POLL_MEDIUM_MS,
  STATUS_POLL_SMALL_MS,
  isImportFinished,
  isImportSettled,
  isMatchingInterrupted,
  isRemainingTimeShown,
  processingRate,
  progressPercent,
  remainingSeconds,
  statusPollInterval,
} from './progress.ts';
export type { MatchingState, ProgressSample, ProgressStatus } from './progress.ts';

export {
  hasEnoughQuota,
  isMonthlyExpansionActive,
  isQuotaFreeExport,
  monthlyExpansionAllowance,
  quotaInfoForExport,
  remainingQuota,
} from './quota.ts';

export {
  ELLIPSIS,
  defaultTagFromFileName,
  sanitizeDisplayName,
  shortenFileName,
  shortenForStepBar,
  shortenTag,
  textLength,
  validateCompanyListName,
  validateTag,
} from './text.ts';
export type { CompanyListNameValidation, TagValidation } from './text.ts';
export { isSurveyDue, SURVEY_INTERVAL_DAYS } from './survey.ts';

export {
  INTERNAL_FIELD_GROUPS,
  REQUIRED_FIELD,
  SUFFICIENT_FIELD_COMBINATIONS,
  fieldGroup,
  internalColumns,
  mappingProblems,
  validateMapping,
} from './mapping.ts';
export type {
  MappingMessageKey,
  MappingProblem,
  MappingProblemCode,
  MappingStatus,
  MappingValidation,
  MappingValidationOptions,
} from './mapping.ts';

export { defaultExportOptions, isExportOptionsValid } from './exportOptions.ts';

export {
  FILL_RATE_RULES,
  SCHOOL_GRADE_LIMITS,
  bucketShares,
  checkProgress,
  fillRateAfterEnrichment,
  fillRateLevel,
  fillRateOf,
  schoolGradeOf,
} from './report.ts';
export type { BucketShare, CheckProgress, FillRateLevel, SchoolGrade } from './report.ts';
export type { ExportOrigin } from './exportOptions.ts';

export { simulateThreshold } from './simulate.ts';
export type { ThresholdSimulation } from './simulate.ts';
