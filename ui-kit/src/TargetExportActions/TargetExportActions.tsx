import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import LaunchIcon from '@mui/icons-material/Launch';
import { useKitTexts } from '../utils/kitTexts.ts';

/** Where the export goes (spec 3 Export options `exportType`). */
export type TargetExportType = 'file' | 'target1_companyList' | 'target2_companyList';

/**
 * Texts of `TargetExportActions` (kit catalogue `targetExportActions.*`). `target2Denied` ("Kein
 * Zugriff auf Target 2.0", spec 8 Target) may also serve the app's notification.
 */
export type TargetExportActionsText = 'exportTarget1' | 'switchTarget2' | 'backTarget2' | 'target2Denied';

/** Props of `TargetExportActions`. */
export interface TargetExportActionsProps {
  /** The chosen export type; `file` renders nothing (the page shows its download buttons). */
  exportType: TargetExportType;
  /** "Nach Target exportieren": the app opens `CompanyListDialog`. */
  onExportTarget1?: () => void;
  /** "Zu Target 2.0 wechseln" / "Zurück zu Target 2.0": the app hands the companies over (safeCompanyIdsToTargetRedis). */
  onTarget2?: () => void;
  /**
   * The user came from target 2.0 (the session's `fromTarget`): the button reads "Zurück zu Target 2.0".
   * @default false
   */
  fromTarget?: boolean;
  /**
   * The hand-over to target 2.0 runs: its button shows progress.
   * @default false
   */
  busy?: boolean;
  /**
   * The server answered that the user has no target 2.0 access (`hasTargetAccess: false`): a warning.
   * @default false
   */
  target2Denied?: boolean;
  /**
   * Nothing can be started (the options are not valid, an export runs).
   * @default false
   */
  disabled?: boolean;
  /** Replaces kit texts. */
  texts?: Partial<Record<TargetExportActionsText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The export footer's action for the company-list export types (spec 2 Export step form, 8 Target):
 * "Nach Target exportieren" for a target 1 company list (the app then opens `CompanyListDialog`),
 * "Zu Target 2.0 wechseln" (or "Zurück zu Target 2.0" for a user who came from there) for target
 * 2.0, with progress while the hand-over runs and the warning "Kein Zugriff auf Target 2.0" when the
 * server refused it. Renders nothing for a file export. Company-list exports cost no quota (spec 5).
 *
 * ## Usage
 *
 * ```tsx
 * <TargetExportActions
 *   exportType={values.exportType} // renders nothing for 'file'
 *   fromTarget={Boolean(user.fromTarget)}
 *   busy={handingOver}
 *   target2Denied={target2Denied}
 *   onExportTarget1={openCompanyListDialog}
 *   onTarget2={() => void switchToTarget2()}
 *   sx={{ ml: 'auto' }}
 * />
 * ```
 *
 * Texts come from `kit:targetExportActions.*`; `texts` replaces any of them.
 *
 * ## Do
 *
 * - Put it in the export step's `StickyFooter`, where the file export has its download buttons.
 * - Open `CompanyListDialog` from `onExportTarget1`, and hand the companies over in `onTarget2`.
 * - Set `target2Denied` when the server answered `hasTargetAccess: false`.
 *
 * ## Don't
 *
 * - Don't show `QuotaCalculation` for these exports: company-list exports cost no quota (spec 5); the
 *   export step shows a note instead.
 * - Don't redirect to target 2.0 inside: the app does it with the server's answer.
 */
export function TargetExportActions({
  exportType,
  onExportTarget1,
  onTarget2,
  fromTarget = false,
  busy = false,
  target2Denied = false,
  disabled = false,
  texts,
  sx,
}: TargetExportActionsProps) {
  const text = useKitTexts<TargetExportActionsText>('targetExportActions', texts);
  if (exportType === 'file') return null;
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const rootSx = [
    { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2 } as const,
    ...extraSx,
  ];

  if (exportType === 'target1_companyList') {
    return (
      <Box sx={rootSx}>
        <Button
          variant="contained"
          size="large"
          startIcon={<ListAltIcon aria-hidden="true" />}
          disabled={disabled}
          onClick={onExportTarget1}
        >
          {text('exportTarget1')}
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={rootSx}>
      {target2Denied && (
        <Alert severity="warning" role="alert" sx={{ py: 0 }}>
          {text('target2Denied')}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        startIcon={<LaunchIcon aria-hidden="true" />}
        loading={busy}
        loadingPosition="start"
        disabled={disabled}
        onClick={onTarget2}
      >
        {text(fromTarget ? 'backTarget2' : 'switchTarget2')}
      </Button>
    </Box>
  );
}
