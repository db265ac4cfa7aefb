/**
 * @datacare/ui-kit: presentational MUI components, their headless hooks, the house theme and the
 * kit's own i18n catalogue (namespace `kit`). Every export is listed by name.
 */
export {
  createAppTheme,
  createKitTheme,
  HOUSE_BRAND,
  HOUSE_FONT_FAMILY,
  KIT_SPACING,
  type AppThemeOptions,
  type KitBrand,
  type KitBrandColor,
  type KitDensity,
  type KitThemeOptions,
} from './theme/index.ts';
export {
  addKitResources,
  createKitI18n,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  formatNumber,
  KIT_LOCALES,
  KIT_NAMESPACE,
  kitResources,
  MAX_FRACTION_DIGITS,
  toKitLocale,
  useFormatNumber,
  type AddKitResourcesOptions,
  type KitCatalogue,
  type KitLocale,
} from './i18n/index.ts';
export {
  deriveQuotaCounter,
  LOW_QUOTA_SHARE,
  QuotaCounter,
  useQuotaCounter,
  type QuotaCounterModel,
  type QuotaCounterProps,
  type QuotaCounterState,
  type QuotaCounterStatus,
} from './QuotaCounter/index.ts';
export {
  AppHeader,
  avatarSrc,
  initials,
  truncateName,
  USER_NAME_MAX_LENGTH,
  type AppHeaderProps,
  type AvatarPicture,
} from './AppHeader/index.ts';
export { SideMenu, type SideMenuItem, type SideMenuLinkProps, type SideMenuProps } from './SideMenu/index.ts';
export {
  DEFAULT_MONTHLY_ALLOWANCE,
  deriveQuotaOverview,
  QuotaOverview,
  useQuotaOverview,
  type QuotaOverviewController,
  type QuotaOverviewModel,
  type QuotaOverviewProps,
  type QuotaOverviewState,
  type QuotaOverviewStatus,
} from './QuotaOverview/index.ts';
export {
  DASHBOARD_STAT_KEYS,
  StatsTable,
  type DashboardStatKey,
  type DashboardStats,
  type StatsTableProps,
} from './StatsTable/index.ts';
export { SupportContact, telHref, type SupportContactProps } from './SupportContact/index.ts';
export { isLoggedInState, LoginDialog, type LoginDialogProps, type LoginState } from './LoginDialog/index.ts';
export {
  browserTimers,
  EMAIL_PATTERN,
  RETRY_IN_MINUTES_FROM,
  SignInForm,
  signInSchema,
  useCountdown,
  useSignInForm,
  validateEmail,
  validatePassword,
  validateSignIn,
  type CountdownOptions,
  type CountdownTimers,
  type EmailError,
  type PasswordError,
  type SignInCredentials,
  type SignInError,
  type SignInErrors,
  type SignInFormController,
  type SignInFormOptions,
  type SignInFormProps,
  type SignInValues,
} from './SignInForm/index.ts';
export {
  ChangePasswordForm,
  changePasswordSchema,
  DEFAULT_PASSWORD_MIN_LENGTH,
  serverFieldError,
  useChangePasswordForm,
  validateChangePassword,
  validateCurrentPassword,
  validateNewPassword,
  validateRepeatPassword,
  type ChangePasswordError,
  type ChangePasswordErrors,
  type ChangePasswordField,
  type ChangePasswordFieldError,
  type ChangePasswordFormController,
  type ChangePasswordFormOptions,
  type ChangePasswordFormProps,
  type ChangePasswordInput,
  type ChangePasswordValues,
  type CurrentPasswordError,
  type NewPasswordError,
  type RepeatPasswordError,
  type ServerFieldError,
} from './ChangePasswordForm/index.ts';
export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect/index.ts';
export {
  formatReleaseDate,
  ReleaseNotes,
  type ReleaseNote,
  type ReleaseNotesProps,
} from './ReleaseNotes/index.ts';
export {
  limitComment,
  normaliseScore,
  SURVEY_COMMENT_MAX_LENGTH,
  SURVEY_MAX_SCORE,
  SurveyDialog,
  useSurveyDialog,
  type SurveyAnswer,
  type SurveyDialogController,
  type SurveyDialogOptions,
  type SurveyDialogProps,
} from './SurveyDialog/index.ts';
export {
  CONNECT_WIZARD_STEPS,
  WIZARD_STEPS,
  WizardStepBar,
  type WizardStepBarProps,
  type WizardStepKey,
  type WizardStepLinkProps,
} from './WizardStepBar/index.ts';
export {
  isAcceptedUploadFile,
  UPLOAD_ACCEPTED_EXTENSIONS,
  UploadArea,
  UploadRowLimitAlert,
  useUploadArea,
  type UploadAreaController,
  type UploadAreaOptions,
  type UploadAreaProps,
  type UploadRowLimitAlertProps,
} from './UploadArea/index.ts';
export {
  MAPPING_BASE_FIELDS,
  MAPPING_FIELDS,
  MAPPING_METADATA_FIELDS,
  MAPPING_REQUIRED_FIELDS,
  mappingFormReducer,
  mappingFormSchema,
  mappingPairs,
  mappingStateFromPairs,
  useMappingForm,
  type MappingField,
  type MappingFormAction,
  type MappingFormController,
  type MappingFormOptions,
  type MappingFormProblem,
  type MappingFormState,
  type MappingPair,
  type MappingRules,
} from './MappingForm/index.ts';
export { MappingSection, type MappingSectionKey, type MappingSectionProps } from './MappingSection/index.ts';
export { MappingFieldSelect, type MappingFieldSelectProps } from './MappingFieldSelect/index.ts';
export {
  AdditionalColumnsSelect,
  type AdditionalColumnsSelectProps,
} from './AdditionalColumnsSelect/index.ts';
export { ExampleRowPager, type ExampleRowPagerProps } from './ExampleRowPager/index.ts';
export {
  UPLOAD_ENCODINGS,
  UPLOAD_SWITCHABLE_ENCODINGS,
  UploadSourceBar,
  type UploadEncoding,
  type UploadSheetOption,
  type UploadSourceBarProps,
} from './UploadSourceBar/index.ts';
export {
  MappingValidationAlert,
  mappingValidationText,
  type MappingValidation,
  type MappingValidationAlertProps,
  type MappingValidationMessageKey,
  type MappingValidationStatus,
} from './MappingValidationAlert/index.ts';
export {
  countDuplicateIds,
  DuplicateExtIdsDialog,
  duplicateExtIdLines,
  type DuplicateExtIdLine,
  type DuplicateExtIdRow,
  type DuplicateExtIdsDialogProps,
  type DuplicateExtIdType,
} from './DuplicateExtIdsDialog/index.ts';
export { StartMatchingButton, type StartMatchingButtonProps } from './StartMatchingButton/index.ts';
export { MatchProgressRing, type MatchProgressRingProps } from './MatchProgressRing/index.ts';
export {
  MatchTypePie,
  matchTypeShares,
  PIE_LABEL_MIN_SHARE,
  type MatchTypePieProps,
  type MatchTypeShare,
} from './MatchTypePie/index.ts';
export {
  THRESHOLD_SLIDER_MAX,
  THRESHOLD_SLIDER_MIN,
  THRESHOLD_SLIDER_STEP,
  ThresholdSlider,
  type ThresholdSliderProps,
} from './ThresholdSlider/index.ts';
export {
  roundExpected,
  ThresholdSimulation,
  type ThresholdSimulationProps,
  type ThresholdSimulationText,
} from './ThresholdSimulation/index.ts';
export {
  DEFAULT_HISTOGRAM_BINS,
  DistributionChartDialog,
  probabilityHistogram,
  type DistributionChartDialogProps,
  type DistributionMatchType,
  type DistributionRow,
  type HistogramBin,
  type ProbabilityHistogram,
} from './DistributionChartDialog/index.ts';
export {
  durationUnits,
  RemainingTimeCard,
  splitDuration,
  type DurationParts,
  type RemainingTimeCardProps,
} from './RemainingTimeCard/index.ts';
export { StatusInfoCards, type StatusInfoCardsProps } from './StatusInfoCards/index.ts';
export { ReviewButton, type ReviewButtonProps } from './ReviewButton/index.ts';
export {
  MatchingInterruptedAlert,
  type MatchingInterruptedAlertProps,
} from './MatchingInterruptedAlert/index.ts';
export {
  ImportNotFound,
  type ImportNotFoundLinkProps,
  type ImportNotFoundProps,
} from './ImportNotFound/index.ts';
export {
  EditableTag,
  EDITABLE_TAG_MAX_LENGTH,
  useEditableTag,
  validateTagInput,
  type EditableTagController,
  type EditableTagOptions,
  type EditableTagProps,
  type TagInputValidation,
} from './EditableTag/index.ts';
export {
  DesktopNotificationButton,
  type DesktopNotificationButtonProps,
  type DesktopNotificationPermission,
} from './DesktopNotificationButton/index.ts';
export {
  MATCH_TYPE_COUNT,
  MATCH_TYPE_KEYS,
  matchTypeColor,
  type MatchTypeCounts,
  type MatchTypeKey,
} from './utils/matchTypes.ts';
export { DIALOG_WIDTH_NARROW, DIALOG_WIDTH_WIDE } from './utils/dialogWidths.ts';
export {
  listedMatches,
  REVIEW_MIN_PROBABILITY,
  REVIEW_TABS,
  type CompanyStatus,
  type ExplanationLevel,
  type ExplanationNote,
  type ReviewExplanation,
  type ReviewMappedRow,
  type ReviewMatch,
  type ReviewMatchData,
  type ReviewResultRow,
  type ReviewRowNote,
  type ReviewTab,
  type ReviewTabCounts,
} from './utils/review.ts';
export { ReviewTabs, type ReviewTabsProps } from './ReviewTabs/index.ts';
export { InputRowCard, type InputRowCardProps } from './InputRowCard/index.ts';
export {
  formatProbability,
  formatProbabilityPrecise,
  PROBABILITY_DIGITS,
  PROBABILITY_PRECISE_DIGITS,
  ProbabilityCell,
  type ProbabilityCellProps,
} from './ProbabilityCell/index.ts';
export { compareValues, DiffValue, type DiffValueProps, type ValueComparison } from './DiffValue/index.ts';
export { LOCKED_PLACEHOLDER, LockedValue, type LockedValueProps } from './LockedValue/index.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/index.ts';
export { LockDialog, type LockDialogProps } from './LockDialog/index.ts';
export { StickyFooter, type StickyFooterProps } from './StickyFooter/index.ts';
export {
  EXPLANATION_CHIP_COUNT,
  ExplanationChips,
  explanationFieldKey,
  strongestEvidence,
  type ExplanationChipsProps,
} from './ExplanationChips/index.ts';
export {
  MATCH_HOTKEY_COUNT,
  MatchesTable,
  websiteHref,
  websiteText,
  type MatchesTableProps,
} from './MatchesTable/index.ts';
export { ReviewHelpDialog, type ReviewHelpDialogProps } from './ReviewHelpDialog/index.ts';
export { AllCheckedMessage, type AllCheckedMessageProps } from './AllCheckedMessage/index.ts';
export {
  reviewHotkeyAction,
  useReviewHotkeys,
  type ReviewHotkeyAction,
  type ReviewHotkeyActionOptions,
  type ReviewHotkeysOptions,
} from './ReviewHotkeys/index.ts';
export { formatDateTime, useFormatDateTime, type DateTimePart } from './utils/dateTime.ts';
export {
  SEARCH_TERM_MAX_LENGTH,
  SearchField,
  useSearchField,
  type SearchFieldController,
  type SearchFieldOptions,
  type SearchFieldProps,
} from './SearchField/index.ts';
export { ListPagination, pageCountOf, type ListPaginationProps } from './ListPagination/index.ts';
export {
  IMPORT_CARDS_PER_PAGE,
  IMPORT_STEPS,
  ImportCard,
  ImportCardGrid,
  type ImportCardGridProps,
  type ImportCardItem,
  type ImportCardLinkProps,
  type ImportCardProps,
  type ImportStep,
} from './ImportCard/index.ts';
export {
  EXPORTS_TABLE_PAGE_SIZE,
  ExportsTable,
  type ExportFile,
  type ExportReference,
  type ExportReferenceImport,
  type ExportsSort,
  type ExportsTableLinkProps,
  type ExportsTableProps,
  type ExportsTableRow,
} from './ExportsTable/index.ts';
export {
  actionAvailability,
  allowedActions,
  defaultColumnAction,
  EXPORT_COLUMN_ACTIONS,
  EXPORT_COLUMN_NAME_MAX_LENGTH,
  normaliseColumnRow,
  type ExportColumnAction,
  type ExportColumnActionAvailability,
  type ExportColumnRow,
} from './utils/exportColumns.ts';
export {
  COMPANY_LIST_FORMATS,
  EXPORT_FORMATS,
  FileFormatButtons,
  type ExportFormat,
  type FileFormatButtonsProps,
} from './FileFormatButtons/index.ts';
export {
  ConsolidatedColumnsTable,
  type ConsolidatedColumnsTableProps,
  type ConsolidatedColumnsText,
  type ExportColumnList,
} from './ConsolidatedColumnsTable/index.ts';
export {
  QuotaCalculation,
  type QuotaCalculationInfo,
  type QuotaCalculationProps,
  type QuotaCalculationText,
} from './QuotaCalculation/index.ts';
export {
  LockedCompaniesNotice,
  type LockedCompaniesNoticeProps,
  type LockedCompaniesNoticeText,
} from './LockedCompaniesNotice/index.ts';
export {
  ExportPreviewPanel,
  PREVIEW_BUCKETS,
  type ExportPreviewBucketData,
  type ExportPreviewData,
  type ExportPreviewExampleData,
  type ExportPreviewFieldData,
  type ExportPreviewPanelProps,
  type ExportPreviewText,
  type PreviewBucket,
} from './ExportPreviewPanel/index.ts';
export {
  ExportProgress,
  type ExportProgressProps,
  type ExportProgressState,
  type ExportProgressText,
} from './ExportProgress/index.ts';
export {
  EXPORT_TAG_MAX_LENGTH,
  ExportForm,
  exportFormSchema,
  exportViewsValid,
  useExportForm,
  type ExportFormController,
  type ExportFormErrorCode,
  type ExportFormOptions,
  type ExportFormProps,
  type ExportFormSchemaOptions,
  type ExportFormText,
  type ExportFormValues,
} from './ExportForm/index.ts';
export {
  REPORT_SECTION_CLASS,
  REPORT_SUBSECTION_CLASS,
  ReportSection,
  type ReportSectionProps,
} from './ReportSection/index.ts';
export {
  ReportCover,
  type ReportCoverProps,
  type ReportCoverText,
  type ReportMatchingResult,
  type ReportSupportContact,
} from './ReportCover/index.ts';
export {
  StackedBar,
  type StackedBarProps,
  type StackedBarSegment,
  type StackedBarText,
} from './StackedBar/index.ts';
export {
  ComparisonChart,
  type ComparisonBucket,
  type ComparisonChartProps,
  type ComparisonChartText,
} from './ComparisonChart/index.ts';
export {
  RankedBarChart,
  rankedBars,
  type RankedBar,
  type RankedBarChartProps,
  type RankedBarChartText,
  type RankedBarsOptions,
  type RankedEntry,
} from './RankedBarChart/index.ts';
export {
  FillRateTable,
  type FillRateColorLevel,
  type FillRateCounts,
  type FillRateGrade,
  type FillRateRow,
  type FillRateRules,
  type FillRateTableProps,
  type FillRateTableText,
} from './FillRateTable/index.ts';
export {
  CheckCard,
  type CheckCardProgress,
  type CheckCardProps,
  type CheckCardState,
  type CheckCardText,
  type CheckKind,
} from './CheckCard/index.ts';
export {
  ExamplesDialog,
  type ExampleColumn,
  type ExamplesDialogProps,
  type ExamplesDialogText,
} from './ExamplesDialog/index.ts';
export {
  EXAMPLES_EXPANDABLE,
  EXAMPLES_SHOWN,
  ExampleList,
  visibleExampleCount,
  type ExampleListProps,
  type ExampleListText,
} from './ExampleList/index.ts';
export { reportToneBackground, reportToneColor, type ReportTone } from './utils/reportTones.ts';
export {
  CHART_NUMBER_LOCALE,
  shareOf,
  truncateLabel,
  useReportFormat,
  type ReportFormat,
} from './utils/reportFormat.ts';
export { useElementWidth } from './utils/useElementWidth.ts';
export {
  COMPANY_LIST_NAME_MAX_LENGTH,
  COMPANY_LIST_NAME_MIN_LENGTH,
  companyListNameRule,
  type CompanyListNameRule,
  type CompanyListNameVerdict,
} from './utils/companyListName.ts';
export {
  CompanyListDialog,
  companyListSchema,
  useCompanyListForm,
  type CompanyListDialogProps,
  type CompanyListDialogResult,
  type CompanyListDialogText,
  type CompanyListFormController,
  type CompanyListFormErrorCode,
  type CompanyListFormErrors,
  type CompanyListFormOptions,
  type CompanyListFormValues,
  type CompanyListMode,
  type CompanyListOption,
  type CompanyListSchemaOptions,
  type CompanyListSubmitFailure,
  type CompanyListSubmitValue,
} from './CompanyListDialog/index.ts';
export {
  RenameListDialog,
  renameListSchema,
  useRenameListForm,
  type RenameListDialogProps,
  type RenameListDialogText,
  type RenameListFormController,
  type RenameListFormErrorCode,
  type RenameListFormOptions,
  type RenameListFormValues,
  type RenameListSchemaOptions,
} from './RenameListDialog/index.ts';
export {
  ConnectFinishPanel,
  type ConnectFinishPanelProps,
  type ConnectFinishPanelResult,
  type ConnectFinishPanelText,
  type ConnectFinishState,
} from './ConnectFinishPanel/index.ts';
export {
  TargetExportActions,
  type TargetExportActionsProps,
  type TargetExportActionsText,
  type TargetExportType,
} from './TargetExportActions/index.ts';
export {
  COMPANY_LIST_PAGE_SIZE,
  CompanyListGrid,
  type CompanyListCompanyStatus,
  type CompanyListGridDetails,
  type CompanyListGridProps,
  type CompanyListGridRow,
  type CompanyListGridText,
  type CompanyListKind,
  type CompanyListPaginationModel,
  type CompanyListSortField,
  type CompanyListSortModel,
} from './CompanyListGrid/index.ts';
export {
  CompanyListNotFound,
  type CompanyListNotFoundLinkProps,
  type CompanyListNotFoundProps,
  type CompanyListNotFoundText,
} from './CompanyListNotFound/index.ts';
