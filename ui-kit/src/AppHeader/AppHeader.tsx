import type { MouseEvent, ReactNode } from 'react';
import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { getContrastRatio, type SxProps, type Theme } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
// A megaphone reads as news; the former badge with an exclamation mark read as an error.
import ReleaseNotesIcon from '@mui/icons-material/CampaignOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { avatarSrc, initials, truncateName, type AvatarPicture } from './appHeaderHelpers.ts';

/** Props of `AppHeader`. Every text defaults to the kit catalogue and can be overridden. */
export interface AppHeaderProps {
  /** Whether the side menu is shown; drives the toggle's icon and `aria-expanded`. */
  menuOpen: boolean;
  /** Called when the menu toggle is pressed; the app flips `menuOpen`. */
  onToggleMenu: () => void;
  /**
   * Id of the side menu the toggle controls (`aria-controls`), e.g. the `id` given to `SideMenu`.
   * @default undefined
   */
  menuId?: string;
  /**
   * The product logo at the start of the bar; the app may wrap it in a link to the dashboard.
   * @default the wordmark text `appHeader.wordmark` – "Datacare"
   */
  logo?: ReactNode;
  /**
   * Signed out (login page), the header shows only the logo and the menu toggle.
   * @default true
   */
  signedIn?: boolean;
  /**
   * The user's full name; shown cut to 60 characters, the full name as tooltip.
   * @default ''
   */
  fullName?: string;
  /**
   * The user's picture (`User.pictureUrl`); `data` may be raw base64 or a `data:` URL. Without one the
   * avatar shows the initials.
   * @default null
   */
  pictureUrl?: AvatarPicture | null;
  /**
   * Shows a dot on the release-notes button: a newer version than the last one read exists.
   * @default false
   */
  hasUnreadReleaseNotes?: boolean;
  /**
   * Opens the release notes; without it the release-notes button is not shown.
   * @default undefined
   */
  onOpenReleaseNotes?: () => void;
  /**
   * The login provider's account settings; opens in a new tab unless `onOpenSettings` is given.
   * Without it the settings link is not shown.
   * @default undefined
   */
  settingsUrl?: string;
  /**
   * Opens the settings inside the app instead of a new tab, for a same-origin page such as the built-in
   * login service's `/account`: a plain click calls it (the browser's navigation is prevented), while
   * the link keeps `settingsUrl` as its `href`, so Ctrl/Cmd-click or the context menu still open a tab.
   * @default undefined
   */
  onOpenSettings?: () => void;
  /**
   * Logs the user out; without it the logout button is not shown.
   * @default undefined
   */
  onLogout?: () => void;
  /**
   * Positioning of the bar, passed to MUI's AppBar; the page layout decides.
   * @default 'static'
   */
  position?: AppBarProps['position'];
  /**
   * Accessible name of the menu toggle.
   * @default t('kit:appHeader.menu') – "Hauptmenü"
   */
  menuLabel?: string;
  /**
   * Name and tooltip of the release-notes button.
   * @default t('kit:appHeader.releaseNotes') – "Versionshinweise"
   */
  releaseNotesLabel?: string;
  /**
   * Name and tooltip of the release-notes button while `hasUnreadReleaseNotes` is set (the dot alone says nothing to a screen reader).
   * @default t('kit:appHeader.releaseNotesUnread') – "Versionshinweise (neue Version verfügbar)"
   */
  releaseNotesUnreadLabel?: string;
  /**
   * Tooltip of the settings link.
   * @default t('kit:appHeader.settings') – "Kontoeinstellungen"
   */
  settingsLabel?: string;
  /**
   * Accessible name of the settings link when it opens a new tab (no `onOpenSettings`), saying so;
   * opened in the app, the link is named by `settingsLabel`.
   * @default t('kit:appHeader.settingsNewTab') – "Kontoeinstellungen (öffnet in neuem Tab)"
   */
  settingsNewTabLabel?: string;
  /**
   * Name and tooltip of the logout button.
   * @default t('kit:appHeader.logout') – "Abmelden"
   */
  logoutLabel?: string;
  /**
   * Styles for the AppBar root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The initials (drawn in the page background colour, MUI's default) sit on the lighter tone of the
 * leading colour when it carries them at 4.5:1, else on the darker tone: a brand's light tone may be
 * too pale for text.
 */
function avatarBackground(theme: Theme): string {
  const { light, dark } = theme.palette.primary;
  return getContrastRatio(light, theme.palette.background.default) >= 4.5 ? light : dark;
}

/** A left click without modifier keys: the one a link may take over; the others open tabs or windows. */
function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header of the page shell (spec 1): logo, side-menu toggle and, when signed in, the user's
 * avatar and name (cut to 60 characters), release notes with a dot for an unread version, the login
 * provider's settings and logout. Presentational: the app owns the user, the menu state and the actions.
 *
 * ## Usage
 *
 * ```tsx
 * <AppHeader
 *   menuOpen={menuOpen}
 *   onToggleMenu={() => setMenuOpen((open) => !open)}
 *   menuId="side-menu"
 *   fullName={user.fullName}
 *   pictureUrl={user.pictureUrl}
 *   hasUnreadReleaseNotes={releaseNotes.hasUnread}
 *   onOpenReleaseNotes={releaseNotes.show}
 *   settingsUrl={settingsUrl}
 *   onLogout={() => void logout()}
 * />
 * ```
 *
 * Texts come from `kit:appHeader.*`; each label prop overrides one.
 *
 * ## Do
 *
 * - Keep `menuOpen` in the page shell and give `menuId` the `id` of the `SideMenu` it toggles, so
 *   `aria-controls` points at it.
 * - Leave out a callback to hide its button: no `onLogout`, no logout button; `signedIn={false}` on the login
 *   page.
 * - Pass `onOpenSettings` only for a settings page of this origin (the built-in `/account`); an external
 *   login provider's settings open in a new tab from `settingsUrl`.
 *
 * ## Don't
 *
 * - Don't load the user or the release notes inside: the app passes name, picture and the unread flag.
 * - Don't cut the name yourself: the header cuts it at 60 characters and shows the full name as a tooltip.
 * - Don't recolour the bar with hex values or put it in a second header: it is the shell's one banner, in the
 *   theme's `primary`.
 */
export function AppHeader({
  menuOpen,
  onToggleMenu,
  menuId,
  logo,
  signedIn = true,
  fullName = '',
  pictureUrl = null,
  hasUnreadReleaseNotes = false,
  onOpenReleaseNotes,
  settingsUrl,
  onOpenSettings,
  onLogout,
  position = 'static',
  sx,
  ...texts
}: AppHeaderProps) {
  const { t } = useTranslation(KIT_NAMESPACE);

  const releaseNotesLabel = hasUnreadReleaseNotes
    ? (texts.releaseNotesUnreadLabel ?? t('appHeader.releaseNotesUnread'))
    : (texts.releaseNotesLabel ?? t('appHeader.releaseNotes'));
  const menuLabel = texts.menuLabel ?? t('appHeader.menu');
  const logoutLabel = texts.logoutLabel ?? t('appHeader.logout');
  const settingsLabel = texts.settingsLabel ?? t('appHeader.settings');
  const shownName = truncateName(fullName);
  const nameIsCut = shownName !== fullName.trim();

  return (
    <AppBar position={position} color="primary" elevation={0} sx={sx}>
      <Toolbar sx={{ gap: 1 }}>
        <Tooltip title={menuLabel}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={menuLabel}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={onToggleMenu}
          >
            {menuOpen ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        </Tooltip>
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          {logo ?? (
            <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: '0.02em' }}>
              {t('appHeader.wordmark')}
            </Typography>
          )}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {signedIn && (
          <>
            {fullName.trim() !== '' && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Avatar
                  src={avatarSrc(pictureUrl)}
                  alt=""
                  aria-hidden="true"
                  sx={{ width: 32, height: 32, fontSize: '0.875rem', bgcolor: avatarBackground }}
                >
                  {initials(fullName)}
                </Avatar>
                {/* describeChild: the tooltip adds the full name as description and a native title. */}
                <Tooltip title={nameIsCut ? fullName.trim() : ''} describeChild>
                  <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
                    <span aria-hidden={nameIsCut || undefined}>{shownName}</span>
                    {nameIsCut && (
                      <Box component="span" sx={visuallyHidden}>
                        {fullName.trim()}
                      </Box>
                    )}
                  </Typography>
                </Tooltip>
              </Box>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
              {onOpenReleaseNotes && (
                <Tooltip title={releaseNotesLabel}>
                  <IconButton color="inherit" aria-label={releaseNotesLabel} onClick={onOpenReleaseNotes}>
                    <Badge
                      variant="dot"
                      color="secondary"
                      overlap="circular"
                      invisible={!hasUnreadReleaseNotes}
                    >
                      <ReleaseNotesIcon />
                    </Badge>
                  </IconButton>
                </Tooltip>
              )}
              {settingsUrl && (
                <Tooltip title={settingsLabel}>
                  {onOpenSettings ? (
                    <IconButton
                      color="inherit"
                      href={settingsUrl}
                      aria-label={settingsLabel}
                      onClick={(event: MouseEvent<HTMLElement>) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        onOpenSettings();
                      }}
                    >
                      <SettingsIcon />
                    </IconButton>
                  ) : (
                    <IconButton
                      color="inherit"
                      href={settingsUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={texts.settingsNewTabLabel ?? t('appHeader.settingsNewTab')}
                    >
                      <SettingsIcon />
                    </IconButton>
                  )}
                </Tooltip>
              )}
              {onLogout && (
                <Tooltip title={logoutLabel}>
                  <IconButton color="inherit" edge="end" aria-label={logoutLabel} onClick={onLogout}>
                    <LogoutIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
