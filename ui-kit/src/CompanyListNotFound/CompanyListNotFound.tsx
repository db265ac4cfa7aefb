import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useKitTexts } from '../utils/kitTexts.ts';

/** What `CompanyListNotFoundProps.renderLink` receives: anchor attributes plus `href` and the `ref` to forward. */
export interface CompanyListNotFoundLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Texts of `CompanyListNotFound` (kit catalogue `companyListNotFound.*`). */
export type CompanyListNotFoundText = 'title' | 'text' | 'back';

/** Props of `CompanyListNotFound`. */
export interface CompanyListNotFoundProps {
  /** Where the way back leads, e.g. `/` or `/exports`; name it with `texts.back` when it is not the start page. */
  backHref: string;
  /**
   * Renders the link, so the app can plug in its router without the kit importing one, e.g.
   * `({ href, ...props }) => <Link to={href} {...props} />`. Spread all props onto the element.
   * @default a plain `<a href>`
   */
  renderLink?: (props: CompanyListNotFoundLinkProps) => ReactElement;
  /**
   * The heading's element: the page's own heading by default.
   * @default 'h1'
   */
  headingComponent?: 'h1' | 'h2';
  /** Replaces kit texts (`back`: "Zur Startseite"). */
  texts?: Partial<Record<CompanyListNotFoundText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const RenderLinkContext = createContext<CompanyListNotFoundProps['renderLink']>(undefined);

/** The link element MUI renders for the button: the app's `renderLink`, or a plain anchor. */
function NotFoundLink(props: CompanyListNotFoundLinkProps) {
  const renderLink = useContext(RenderLinkContext);
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- MUI passes the button's label as children.
  return renderLink ? renderLink(props) : <a {...props} />;
}

/**
 * What the list page (`/lists/:id`) shows instead of the list when it does not exist for the user:
 * an unknown or malformed id, a deleted list, or another user's list (the server answers alike, so
 * the page does not tell them apart, ADR 012). One sentence of what may have happened and the way
 * back. Presentational: the app decides when to show it.
 *
 * ## Usage
 *
 * ```tsx
 * <CompanyListNotFound
 *   backHref="/exports"
 *   renderLink={({ href, ...props }) => <RouterLink to={href} {...props} />}
 *   texts={{ back: 'Zu den letzten Exporten' }}
 * />
 * ```
 *
 * Texts come from `kit:companyListNotFound.*`; `texts` overrides them (name the way back with `texts.back`
 * when it is not the start page).
 *
 * ## Do
 *
 * - Show it whenever the list answer is a 404, whatever the cause: unknown, deleted and foreign lists look
 *   alike on purpose (ADR 012).
 * - Plug in the app's router with `renderLink` and spread every prop onto the element.
 * - Keep it as the page's heading (`h1`) where it replaces the whole page.
 *
 * ## Don't
 *
 * - Don't tell the user that the list belongs to someone else: that would reveal that it exists.
 * - Don't redirect automatically instead: the user should read what happened.
 * - Don't style the link as a plain text link: it is the page's one way on, a button.
 */
export function CompanyListNotFound({
  backHref,
  renderLink,
  headingComponent = 'h1',
  texts,
  sx,
}: CompanyListNotFoundProps) {
  const text = useKitTexts<CompanyListNotFoundText>('companyListNotFound', texts);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box sx={[{ display: 'flex', gap: 2, alignItems: 'flex-start' }, ...extraSx]}>
      <SearchOffIcon aria-hidden="true" sx={{ fontSize: 40, color: 'text.secondary', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component={headingComponent} gutterBottom>
          {text('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text('text')}</Typography>
        <RenderLinkContext value={renderLink}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
            <Button variant="contained" component={NotFoundLink} href={backHref}>
              {text('back')}
            </Button>
          </Box>
        </RenderLinkContext>
      </Box>
    </Box>
  );
}
