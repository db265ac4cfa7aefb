import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** What `ImportNotFoundProps.renderLink` receives: anchor attributes plus `href` and the `ref` to forward. */
export interface ImportNotFoundLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Props of `ImportNotFound`. */
export interface ImportNotFoundProps {
  /** Where a new upload starts, e.g. `/import`. */
  uploadHref: string;
  /**
   * The past-imports list, e.g. `/list`; leave it out where there is no list (integration mode).
   * @default undefined – no link to the past imports
   */
  pastImportsHref?: string;
  /**
   * Renders the two links, so the app can plug in its router without the kit importing one, e.g.
   * `({ href, ...props }) => <Link to={href} {...props} />`. Spread all props onto the element.
   * @default plain `<a href>` anchors
   */
  renderLink?: (props: ImportNotFoundLinkProps) => ReactElement;
  /**
   * The heading's element: the page's own heading by default.
   * @default 'h1'
   */
  headingComponent?: 'h1' | 'h2';
  /**
   * The heading.
   * @default t('kit:importNotFound.title') – "Dieser Import existiert nicht (oder gehört nicht zu Ihrem Konto)"
   */
  title?: string;
  /**
   * The sentence under the heading, what may have happened.
   * @default t('kit:importNotFound.text') – "Vielleicht wurde er gelöscht, oder der Link ist unvollständig."
   */
  text?: string;
  /**
   * Label of the link to the past imports.
   * @default t('kit:importNotFound.pastImports') – "Frühere Importe ansehen"
   */
  pastImportsLabel?: string;
  /**
   * Label of the link to a new upload.
   * @default t('kit:importNotFound.upload') – "Neue Datei hochladen"
   */
  uploadLabel?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const RenderLinkContext = createContext<ImportNotFoundProps['renderLink']>(undefined);

/** The link element MUI renders for each button: the app's `renderLink`, or a plain anchor. */
function NotFoundLink(props: ImportNotFoundLinkProps) {
  const renderLink = useContext(RenderLinkContext);
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- MUI passes the button's label as children.
  return renderLink ? renderLink(props) : <a {...props} />;
}

/**
 * What a wizard step shows instead of its content when its import does not exist for the user: an
 * unknown or malformed id, a deleted import, or one of another account (the server answers 404
 * alike, so the page does not tell them apart). One sentence of what may have happened and the two
 * ways on: the past imports and a new upload. Presentational: the app decides when to show it.
 *
 * ## Usage
 *
 * ```tsx
 * <ImportNotFound
 *   uploadHref="/import"
 *   pastImportsHref="/list"
 *   renderLink={({ href, ...props }) => <RouterLink to={href} {...props} />}
 * />
 * ```
 *
 * Texts come from `kit:importNotFound.*`; the text props override them.
 *
 * ## Do
 *
 * - Show it in place of a wizard step whenever the import answers 404: unknown, deleted and foreign imports
 *   look alike on purpose.
 * - Leave out `pastImportsHref` where there is no list (integration mode).
 * - Plug in the app's router with `renderLink` and spread every prop onto the element.
 *
 * ## Don't
 *
 * - Don't say that the import belongs to someone else: that would reveal that it exists.
 * - Don't redirect to the upload automatically: the user should read what happened.
 */
export function ImportNotFound({
  uploadHref,
  pastImportsHref,
  renderLink,
  headingComponent = 'h1',
  title,
  text,
  pastImportsLabel,
  uploadLabel,
  sx,
}: ImportNotFoundProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box sx={[{ display: 'flex', gap: 2, alignItems: 'flex-start' }, ...extraSx]}>
      <SearchOffIcon aria-hidden="true" sx={{ fontSize: 40, color: 'text.secondary', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component={headingComponent} gutterBottom>
          {title ?? t('importNotFound.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text ?? t('importNotFound.text')}</Typography>
        <RenderLinkContext value={renderLink}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
            {pastImportsHref !== undefined && (
              <Button variant="outlined" component={NotFoundLink} href={pastImportsHref}>
                {pastImportsLabel ?? t('importNotFound.pastImports')}
              </Button>
            )}
            <Button variant="contained" component={NotFoundLink} href={uploadHref}>
              {uploadLabel ?? t('importNotFound.upload')}
            </Button>
          </Box>
        </RenderLinkContext>
      </Box>
    </Box>
  );
}
