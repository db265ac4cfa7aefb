/**
 * @datacare/ui-kit: presentational MUI components, their headless hooks, the house theme and the
 * kit's own i18n catalogue (namespace `kit`). Every export is listed by name.
 */
export { createAppTheme, type AppThemeOptions } from './theme/index.ts';
export {
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
