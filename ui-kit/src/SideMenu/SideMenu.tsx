import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** One entry of the side menu. Labels come from the app (its own catalogue), not from the kit. */
export interface SideMenuItem {
  /** Stable React key, e.g. the route name. */
  key: string;
  /** Visible text of the entry. */
  label: string;
  /** Where the entry leads, e.g. `/dashboard`. */
  href: string;
  /**
   * Icon before the label (decorative; the label names the entry).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Marks the entry of the current page (`aria-current="page"`).
   * @default false
   */
  active?: boolean;
}

/** What `SideMenuProps.renderLink` receives: anchor attributes plus `href` and the `ref` to forward. */
export interface SideMenuLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Props of `SideMenu`. */
export interface SideMenuProps {
  /** The entries, in order. */
  items: SideMenuItem[];
  /** Shown or hidden (collapsed to nothing, out of the tab order and the accessibility tree). */
  open: boolean;
  /**
   * Renders each entry's link, so the app can plug in its router without the kit importing one, e.g.
   * `({ href, ...props }) => <Link to={href} {...props} />`. Spread all props (styles, focus handling,
   * `aria-current`, `ref`) onto the element.
   * @default plain `<a href>` anchors
   */
  renderLink?: (props: SideMenuLinkProps) => ReactElement;
  /**
   * Content below the entries, e.g. the app's `QuotaCounter` when signed in.
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * Id of the navigation element, for the header toggle's `aria-controls`.
   * @default undefined
   */
  id?: string;
  /**
   * Accessible name of the navigation landmark.
   * @default t('kit:sideMenu.label') – "Hauptnavigation"
   */
  label?: string;
  /**
   * Styles for the navigation panel, e.g. its width (`sx={{ width: 240 }}`); the panel collapses from that width to nothing.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const RenderLinkContext = createContext<SideMenuProps['renderLink']>(undefined);

/** The link element MUI renders for each entry: the app's `renderLink`, or a plain anchor. */
function SideMenuLink(props: SideMenuLinkProps) {
  const renderLink = useContext(RenderLinkContext);
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- MUI passes the entry's content as children.
  return renderLink ? renderLink(props) : <a {...props} />;
}

/**
 * The side menu of the page shell (spec 1): navigation entries as links, the current page marked, and
 * a footer slot for the quota counter. `open` collapses it horizontally; the header's toggle drives
 * it. The kit renders links but never routes: pass `renderLink` to use the app's router.
 *
 * ## Usage
 *
 * ```tsx
 * <SideMenu
 *   id="side-menu" // the header toggle's aria-controls
 *   open={menuOpen}
 *   items={[
 *     { key: 'dashboard', label: t('menu.welcome'), href: '/dashboard', active: path === '/dashboard' },
 *     { key: 'import', label: t('menu.import'), href: '/import', active: path.startsWith('/import') },
 *   ]}
 *   renderLink={({ href, children, ...rest }) => (
 *     <RouterLink to={href} {...rest}>
 *       {children}
 *     </RouterLink>
 *   )}
 *   footer={signedIn ? <QuotaCounter remaining={remaining} total={total} onClick={toQuota} /> : null}
 *   sx={{ width: 240 }}
 * />
 * ```
 *
 * The landmark's name comes from `kit:sideMenu.label`; `label` overrides it. Entry labels are the app's.
 *
 * ## Do
 *
 * - Mark the current page's entry `active` (also on its sub-pages), so it gets `aria-current="page"`.
 * - Pass `renderLink` to use the app's router, and spread every prop it receives onto the link.
 * - Give it an `id` and point the header's menu button at it with `aria-controls`.
 *
 * ## Don't
 *
 * - Don't route or read the location inside: the app decides which entry is active.
 * - Don't hide it with CSS or unmount it yourself: `open={false}` collapses it and takes it out of the
 *   tab order and the accessibility tree.
 * - Don't put the quota counter into `items`: it belongs in `footer`.
 */
export function SideMenu({ items, open, renderLink, footer, id, label, sx }: SideMenuProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Collapse in={open} orientation="horizontal" sx={{ height: '100%' }}>
      <Box
        component="nav"
        id={id}
        aria-label={label ?? t('sideMenu.label')}
        sx={[
          {
            display: 'flex',
            flexDirection: 'column',
            height: '100%',
            boxSizing: 'border-box',
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          },
          ...extraSx,
        ]}
      >
        <RenderLinkContext value={renderLink}>
          <List sx={{ flexGrow: 1, px: 1 }}>
            {items.map((item) => (
              <ListItem key={item.key} disablePadding sx={{ mb: 0.5 }}>
                <ListItemButton
                  href={item.href}
                  LinkComponent={SideMenuLink}
                  selected={item.active ?? false}
                  aria-current={item.active ? 'page' : undefined}
                  sx={{ borderRadius: 1, '&.Mui-selected': { color: 'primary.main' } }}
                >
                  {item.icon && (
                    <ListItemIcon sx={{ color: 'inherit' }} aria-hidden="true">
                      {item.icon}
                    </ListItemIcon>
                  )}
                  <ListItemText
                    primary={item.label}
                    slotProps={{ primary: { sx: { fontWeight: item.active ? 600 : 400 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </RenderLinkContext>
        {footer && (
          <>
            <Divider />
            <Box sx={{ p: 1 }}>{footer}</Box>
          </>
        )}
      </Box>
    </Collapse>
  );
}
