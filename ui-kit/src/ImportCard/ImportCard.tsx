import {
  createContext,
  useContext,
  useId,
  type AnchorHTMLAttributes,
  type ReactElement,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import OpenIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { EditableTag } from '../EditableTag/EditableTag.tsx';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { useFormatDateTime } from '../utils/dateTime.ts';

/**
 * The furthest wizard step an import has reached (contract `ImportListItem.furthestStep`):
 * uploaded but never matched, matching not finished, matched, exported at least once.
 */
export type ImportStep = 'mapping' | 'status' | 'review' | 'export';

/** The import steps in their order. */
export const IMPORT_STEPS: readonly ImportStep[] = ['mapping', 'status', 'review', 'export'];

/** One past import as a card shows it (the contract's `ImportListItem`, flattened). */
export interface ImportCardItem {
  /** The batch id. */
  id: string;
  fileName: string;
  /** The tag (export name); '' when there is none. */
  tag: string;
  /** When the file was uploaded. */
  createdAt: Date;
  /** Rows with data (`stats.file.rows.ok`). */
  rowsOk: number;
  /** Empty rows of the file (`stats.file.rows.empty`). */
  rowsEmpty: number;
  furthestStep: ImportStep;
}

/** What `ImportCardProps.renderLink` receives: anchor attributes plus `href` and the `ref` to forward. */
export interface ImportCardLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Props of `ImportCard`. Every text defaults to the kit catalogue and can be overridden. */
export interface ImportCardProps {
  /** The import the card shows: file name, tag, upload time, row counts and the furthest step it reached. */
  item: ImportCardItem;
  /**
   * Where "open" leads: the step of `item.furthestStep`. `null` when there is nothing to open (an
   * import whose matching never started cannot be continued; the card says so and offers delete).
   */
  openHref: string | null;
  /** Saves a new tag (the app calls saveTag and passes the saved tag back in `item`). */
  onSaveTag: (tag: string) => void;
  /** The user asked to delete the import; the app confirms first. */
  onDelete: () => void;
  /**
   * The tag is being saved.
   * @default false
   */
  savingTag?: boolean;
  /**
   * The import is being deleted: the card's buttons wait.
   * @default false
   */
  deleting?: boolean;
  /**
   * Renders the open link, so the app can plug in its router, e.g.
   * `({ href, ...props }) => <Link to={href} {...props} />`. Spread all props onto the element.
   * @default a plain `<a href>`
   */
  renderLink?: (props: ImportCardLinkProps) => ReactElement;
  /**
   * Time zone of date and time.
   * @default the browser's
   */
  timeZone?: string;
  /**
   * Element of the file name: the cards sit under the page's h1.
   * @default 'h2'
   */
  headingComponent?: 'h2' | 'h3';
  /**
   * Label of the delete button.
   * @default t('kit:importCard.delete') – "Löschen"
   */
  deleteLabel?: string;
  /**
   * Shown instead of the open link when the import's matching never started.
   * @default t('kit:importCard.notStarted') – "Der Abgleich wurde nie gestartet. Laden Sie die Datei erneut hoch, …"
   */
  notStartedText?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const RenderLinkContext = createContext<ImportCardProps['renderLink']>(undefined);

function CardLink(props: ImportCardLinkProps) {
  const renderLink = useContext(RenderLinkContext);
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- MUI passes the button's label as children.
  return renderLink ? renderLink(props) : <a {...props} />;
}

const STEP_COLOR: Record<ImportStep, 'default' | 'info' | 'primary' | 'success'> = {
  mapping: 'default',
  status: 'info',
  review: 'primary',
  export: 'success',
};

/**
 * One card of the past-imports list (spec 2 Past-imports list, 3 Import batch list item): file name,
 * the editable tag (spec 4 Tag editing), upload date and time, rows and empty rows, how far the
 * import got, and its two actions: open (to the furthest step) and delete. An import whose matching
 * never started has nothing to open: the card says so instead of leading to an empty page.
 *
 * ## Usage
 *
 * ```tsx
 * <ImportCard
 *   item={importCardItem(item)}
 *   openHref={openHrefOf(item)}
 *   renderLink={RouterLinkAdapter}
 *   onSaveTag={(tag) => void saveTag(item, tag)}
 *   savingTag={savingTag === item.batchId}
 *   onDelete={() => setToDelete(item)}
 * />
 * ```
 *
 * Texts come from `kit:importCard.*`; `deleteLabel` and `notStartedText` override them. The tag is an
 * `EditableTag`.
 *
 * ## Do
 *
 * - Put the cards in an `ImportCardGrid`, which makes them a list, with `ListPagination` below it.
 * - Let `openHref` lead to the import's furthest step, and pass `null` when there is nothing to open.
 * - Confirm the delete with `ConfirmDialog` before calling the API.
 *
 * ## Don't
 *
 * - Don't delete in `onDelete` without asking: the card only reports the wish.
 * - Don't link an import whose matching never started: the card says what to do instead.
 * - Don't use it outside the past-imports list: it is that list's item.
 */
export function ImportCard({
  item,
  openHref,
  onSaveTag,
  onDelete,
  savingTag = false,
  deleting = false,
  renderLink,
  timeZone,
  headingComponent = 'h2',
  deleteLabel,
  notStartedText,
  sx,
}: ImportCardProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const formatDate = useFormatDateTime(timeZone);
  const headingId = useId();
  const name = item.tag || item.fileName;
  const step = item.furthestStep;
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const facts: [string, string][] = [
    [t('importCard.date'), formatDate(item.createdAt, 'date')],
    [t('importCard.time'), formatDate(item.createdAt, 'time')],
    [t('importCard.rows'), format(item.rowsOk)],
    [t('importCard.emptyRows'), format(item.rowsEmpty)],
  ];
  const deleteText = deleteLabel ?? t('importCard.delete');
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={[
        { p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%', minWidth: 0 },
        ...extraSx,
      ]}
    >
      <Typography
        id={headingId}
        variant="subtitle1"
        component={headingComponent}
        title={item.fileName}
        sx={{
          fontWeight: 600,
          lineHeight: 1.35,
          // Two lines at most: long file names are common ("Kundenstamm … (bereinigt, Stand Oktober).xlsx").
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {item.fileName}
      </Typography>
      <EditableTag
        tag={item.tag}
        onSave={onSaveTag}
        saving={savingTag}
        disabled={deleting}
        sx={{ alignSelf: 'flex-start' }}
      />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}
      >
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
          {t('importCard.state')}
        </Typography>
        <Box component="dd" sx={{ m: 0, mb: 0.5 }}>
          <Chip
            size="small"
            variant="outlined"
            color={STEP_COLOR[step]}
            label={t(`importCard.steps.${step}`)}
          />
        </Box>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {openHref === null && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {notStartedText ?? t('importCard.notStarted')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 'auto', pt: 0.5, flexWrap: 'wrap' }}>
        {openHref !== null && (
          <RenderLinkContext value={renderLink}>
            <Button
              component={CardLink}
              href={openHref}
              variant="contained"
              size="small"
              endIcon={<OpenIcon />}
              disabled={deleting}
              aria-label={`${t(`importCard.open.${step}`)}: ${name}`}
            >
              {t(`importCard.open.${step}`)}
            </Button>
          </RenderLinkContext>
        )}
        <Button
          variant="outlined"
          color="error"
          size="small"
          startIcon={<DeleteIcon />}
          onClick={onDelete}
          loading={deleting}
          loadingPosition="start"
          aria-label={`${deleteText}: ${name}`}
        >
          {deleteText}
        </Button>
      </Box>
    </Card>
  );
}
