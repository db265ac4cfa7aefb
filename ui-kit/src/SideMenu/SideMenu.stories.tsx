import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { expect, fn } from 'storybook/test';
import { QuotaCounter } from '../QuotaCounter/QuotaCounter.tsx';
import { waitForRipples } from '../test/stories.ts';
import { SideMenu, type SideMenuItem } from './SideMenu.tsx';

/** The app's menu entries; their labels come from the app's catalogue. */
const items: SideMenuItem[] = [
  { key: 'dashboard', label: 'Willkommen', href: '/dashboard', icon: <HomeIcon />, active: true },
  { key: 'import', label: 'Neuer Import', href: '/import', icon: <UploadFileIcon /> },
  { key: 'list', label: 'Vergangene Importe', href: '/list', icon: <HistoryIcon /> },
  { key: 'exports', label: 'Letzte Exporte', href: '/exports', icon: <FileDownloadIcon /> },
];

/** Stands in for react-router's navigate in the story with custom links. */
const navigate = fn();

const meta = {
  title: 'ui-kit/Shell/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  args: {
    items,
    open: true,
    id: 'side-menu',
    sx: { width: 260 },
    footer: <QuotaCounter remaining={3250} total={5000} onClick={fn()} />,
  },
  decorators: [
    // The shell puts the menu beside the page; the menu takes the height it is given.
    (Story) => (
      <Box sx={{ display: 'flex', height: 420, bgcolor: 'background.default' }}>
        <Story />
        <Box component="main" sx={{ flexGrow: 1, p: 2 }} />
      </Box>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the entries with the dashboard as the current page, the quota counter below. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Willkommen' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Neuer Import' })).toHaveAttribute('href', '/import');
    await expect(canvas.getByRole('link', { name: 'Letzte Exporte' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: /Export-Kontingent/ })).toBeVisible();
  },
};

/** Hidden by the header toggle: nothing to see, nothing to tab to. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Signed out: the app passes no footer, so there is no quota counter. */
export const WithoutFooter: Story = {
  args: { footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Entries without icons, the import page current. */
export const WithoutIcons: Story = {
  args: {
    items: items.map(({ icon: _icon, ...item }) => ({ ...item, active: item.key === 'import' })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Neuer Import' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The app plugs in its router's link through `renderLink` (here a stand-in that calls `navigate`). */
export const CustomLinks: Story = {
  args: {
    renderLink: ({ href, onClick, children, ...props }) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
          onClick?.(event);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Letzte Exporte' }));
    await expect(navigate).toHaveBeenCalledWith('/exports');
    await waitForRipples();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { key: 'dashboard', label: 'Welcome', href: '/dashboard', icon: <HomeIcon />, active: true },
      { key: 'import', label: 'New import', href: '/import', icon: <UploadFileIcon /> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Export quota/ })).toBeVisible();
  },
};
