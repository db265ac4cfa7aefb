/**
 * Business constants and limits of the product (spec section 9, plus the limits of sections 2 and 5).
 * Server and app read them from here so a limit is changed in one place; the contract
 * (api-client/openapi.yaml) repeats the request limits and constants.test.ts keeps both in step.
 */

/** Probabilities above this count as exact matches until the user moves the slider (spec 4, 9). */
import type { Delimiter, ExportFileType, ExportType, InternalField, Language } from '../generated/types.ts';

export const DEFAULT_EXACT_MATCH_THRESHOLD = 0.7;

/** A row flagged isNoMatch counts as "no match" only above this probability, else as manual (spec 4). */
export const NO_MATCH_CUTOFF = 0.8;

/** Lower end of the threshold slider (spec 2 Status page, 9). */
export const THRESHOLD_MIN = 0;

/** Upper end of the threshold slider (spec 2 Status page, 9). */
export const THRESHOLD_MAX = 1;

/** Step of the threshold slider; thresholds are saved on this grid (spec 9). */
export const THRESHOLD_STEP = 0.01;

/** Longest tag (export name) that can be saved (spec 3 Import batch, 5 Tag). */
export const TAG_MAX_LENGTH = 36;

/** Tags are cut to this many characters for display by default (spec 9). */
export const TAG_DISPLAY_LENGTH = 100;

/** The upload step of the step bar shows the file name cut to this length (spec 2 Import wizard, 9). */
export const STEP_BAR_FILE_NAME_LENGTH = 17;

/** File names are shortened to this many characters before the extension (spec 5 Tag). */
export const FILE_NAME_MAX_LENGTH = 36;

/** Tag used when the file name yields none (spec 3 Import batch). */
export const DEFAULT_TAG = 'import';

/** The header shows the user's full name cut to this length (spec 1). */
export const USER_FULL_NAME_MAX_LENGTH = 60;

/** Contract quota of an account without an explicit one (spec 3 Quota, 9). */
export const DEFAULT_TOTAL_QUOTA = 5000;

/** Companies per calendar month an account with monthly expansion may export once its contract quota is used up (spec 9). */
export const MONTHLY_EXPANSION = 5000;

/** Release shown in the header; the release-notes dot shows while the last read version differs (spec 1, 9). */
export const CURRENT_VERSION = 'V1.21';

/** Languages of the UI; German is the default, English the fallback (spec 1, 9). */
export const SUPPORTED_LANGUAGES = ['de', 'en', 'fr'] as const satisfies readonly Language[];

/** Language used when none is chosen (spec 9). */
export const DEFAULT_LANGUAGE: Language = 'de';

/** Language used when a text is missing in the chosen one (spec 1). */
export const FALLBACK_LANGUAGE: Language = 'en';

/** Shortest name of a new company list (spec 5 Company lists). */
export const COMPANY_LIST_NAME_MIN = 3;

/** Longest name of a company list (spec 5 Company lists). */
export const COMPANY_LIST_NAME_MAX = 400;

/** Review results are fetched and cached this many rows at a time; one row is shown per page (spec 9). */
export const REVIEW_PAGE_CACHE = 15;

/** Cards per page of the past-imports list (spec 2, 9). */
export const IMPORTS_PAGE_SIZE = 9;

/** Rows per page of the exports list (spec 9). */
export const EXPORTS_PAGE_SIZE = 25;

/** First page in the /list and /exports queries, which are 1-based (the API is 0-based) (spec 7, 9). */
export const DEFAULT_PAGE = 1;

/** Largest page size the API accepts (openapi.yaml Paging). */
export const MAX_PAGE_SIZE = 500;

/**
 * Shortest password the built-in login service accepts (users CLI, demo user, the account page's
 * change of password: 400 `password_too_short`). Not a schema minLength, so the server can answer
 * with its own code and message (openapi.yaml ChangePasswordRequest).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest password the built-in login service takes (openapi.yaml SignInRequest, ChangePasswordRequest). */
export const PASSWORD_MAX_LENGTH = 1024;

/** Largest 0-based page index the API accepts (openapi.yaml Paging). */
export const MAX_PAGE_INDEX = 1_000_000;

/** Longest search term the API accepts (openapi.yaml Searchterm). */
export const SEARCHTERM_MAX_LENGTH = 200;

/** Example rows per page on the mapping screen (spec 9). */
export const MAPPING_EXAMPLE_PAGE_SIZE = 1;

/** Longer remaining-time estimates are not shown, they are not trustworthy (spec 4 Import progress). */
export const REMAINING_TIME_MAX_SECONDS = 14_400;

/** After this long without a mail request the export offers mail delivery (spec 4 Export, 9). */
export const EXPORT_MAIL_HINT_DELAY_MS = 10_000;

/** The desktop "import finished" notification closes after this long (spec 9). */
export const DESKTOP_NOTIFICATION_CLOSE_MS = 10_000;

/** Enter on the review page marks the row checked and moves on after this delay (spec 9). */
export const REVIEW_ENTER_ADVANCE_MS = 200;

/** Duration of scroll animations (spec 9). */
export const SCROLL_ANIMATION_MS = 500;

/** Pie-chart slices below this percentage get no label (spec 2 Status page). */
export const PIE_LABEL_MIN_PERCENT = 5;

/** Numbers are shown with at most this many decimals (spec 1). */
export const MAX_DECIMALS = 2;

/** Examples shown per commercial-register category in the quality report (spec 9). */
export const REGISTER_EXAMPLES = 3;

/** Duplicate examples shown before expanding (spec 9). */
export const DUPLICATE_EXAMPLES_SHOWN = 3;

/** Further duplicate examples behind "show more" (spec 9). */
export const DUPLICATE_EXAMPLES_EXPANDABLE = 10;

/** "Show more" appears from this many duplicate examples on (spec 9). */
export const SHOW_MORE_MIN_EXAMPLES = 4;

/** The industries chart shows at most this many entries (spec 9). */
export const INDUSTRIES_CHART_MAX = 10;

/** Industry labels are cut to this length on screen (spec 9). */
export const INDUSTRY_LABEL_LENGTH = 250;

/** Industry labels are cut to this length in export mode (spec 9). */
export const INDUSTRY_LABEL_LENGTH_EXPORT = 100;

/** Company names in report examples are cut to this length (spec 9). */
export const COMPANY_NAME_EXAMPLE_LENGTH = 100;

/** Locations in report examples are cut to this length (spec 9). */
export const LOCATION_EXAMPLE_LENGTH = 70;

/** E-mail prefix and TLD chart entries get a label only from this count on (spec 9). */
export const CHART_LABEL_MIN_COUNT = 3;

/** Fill rates from this share on are green (spec 9). */
export const FILL_RATE_GREEN_MIN = 0.8;

/** Fill rates from this share up to the green limit are orange; below, light green (spec 9). */
export const FILL_RATE_ORANGE_MIN = 0.2;

/** Company-size buckets of the report, 501-1000 and 1001-5000 merged into ">500" (spec 9). */
export const EMPLOYEE_SIZE_BUCKETS = ['1-10', '11-100', '101-500', '>500'] as const;

/** Comparison share in percent per company-size bucket (spec 9). */
export const EMPLOYEE_SIZE_COMPARISON = [67, 27, 4, 2] as const;

/** Revenue buckets of the report (spec 9). */
export const REVENUE_BUCKETS = ['0-1Mio', '1-10Mio', '10-100Mio', '100-1Mrd', '>1Mrd'] as const;

/** Comparison share in percent per revenue bucket (spec 9). */
export const REVENUE_COMPARISON = [65, 16, 15, 3, 1] as const;

/** Comparison share in percent per first zip digit 0x..9x (spec 9). */
export const ZIP_DIGIT_COMPARISON = [6, 9, 12, 9, 12, 11, 11, 11, 12, 7] as const;

/** Width of wide dialogs in px (spec 9). */
export const DIALOG_WIDTH_WIDE = 850;

/** Width of narrow dialogs in px (spec 9). */
export const DIALOG_WIDTH_NARROW = 450;

/** Export file formats (spec 3 Export options). */
export const EXPORT_FILE_TYPES = ['xlsx', 'csv'] as const satisfies readonly ExportFileType[];

/** Where an export goes (spec 3 Export options). */
export const EXPORT_TYPES = [
  'file',
  'target1_companyList',
  'target2_companyList',
] as const satisfies readonly ExportType[];

/** CSV delimiters; the first is the default (spec 3 Export options). */
export const DELIMITERS = [';', ','] as const satisfies readonly Delimiter[];

/** Contract types that get no satisfaction survey (spec 2 Default mode routes, 6). */
export const SURVEY_EXCLUDED_CONTRACT_TYPES = ['intern', 'alumni'] as const;

/**
 * Every field a customer column can be mapped to (spec 3 Mapping: base fields, then metadata), in
 * the order the mapping screen shows them; the contract's InternalField.
 */
export const INTERNAL_FIELDS = [
  'ext_id',
  'provider_id',
  'company_name',
  'street',
  'street_name',
  'street_number',
  'zip',
  'location',
  'country',
  'country_code',
  'hr_id',
  'hr_location',
  'vat_id',
  'email',
  'phone',
  'fax',
  'url',
  'description',
  'revenue',
  'founded_year',
  'num_employees',
  'industry',
] as const satisfies readonly InternalField[];
