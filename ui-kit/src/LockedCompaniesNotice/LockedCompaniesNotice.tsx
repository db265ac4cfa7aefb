import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import LockIcon from '@mui/icons-material/Lock';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { telHref } from '../SupportContact/telHref.ts';
import { useKitTexts } from '../utils/kitTexts.ts';

/** Texts of `LockedCompaniesNotice` (kit catalogue `lockedCompaniesNotice.*`). */
export type LockedCompaniesNoticeText = 'title' | 'text' | 'call';

/** Props of `LockedCompaniesNotice`. */
export interface LockedCompaniesNoticeProps {
  /** Companies in countries whose data packs the account has not purchased (numberOfLockedCompanies). */
  count: number;
  /** The number to call to unlock the data, as people write it. */
  phone?: string;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<LockedCompaniesNoticeText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The export step's locked-companies notice (spec 2 Export step form, 5 Export): so many companies
 * lie in countries whose data packs are not purchased; they are exported without enrichment and not
 * charged, and a call unlocks them. Renders nothing when there are none.
 *
 * ## Usage
 *
 * ```tsx
 * <LockedCompaniesNotice count={info.numberOfLockedCompanies} phone={SUPPORT_CONTACT.phone} />
 * ```
 *
 * Texts come from `kit:lockedCompaniesNotice.*`; `texts` overrides them.
 *
 * ## Do
 *
 * - Pass getExportInfo's `numberOfLockedCompanies`; with 0 it renders nothing.
 * - Show it beside the export options (`ExportForm`'s `aside`), next to the quota calculation.
 *
 * ## Don't
 *
 * - Don't count locked companies in the browser: the server knows the account's data packs.
 * - Don't turn it into an error: the export still runs, locked companies go without enrichment and are not
 *   charged.
 */
export function LockedCompaniesNotice({ count, phone, texts, sx }: LockedCompaniesNoticeProps) {
  const text = useKitTexts<LockedCompaniesNoticeText>('lockedCompaniesNotice', texts);
  const format = useFormatNumber();
  if (count <= 0) return null;
  return (
    <Alert severity="warning" role="note" icon={<LockIcon fontSize="inherit" />} sx={sx}>
      <AlertTitle>{text('title', { count, companies: format(count) })}</AlertTitle>
      <Typography variant="body2">{text('text')}</Typography>
      {phone && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {text('call')}{' '}
          <Link href={telHref(phone)} color="inherit" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
            {phone}
          </Link>
        </Typography>
      )}
    </Alert>
  );
}
