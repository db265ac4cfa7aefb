import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CONNECT_WIZARD_STEPS, WizardStepBar, type WizardStepKey } from './WizardStepBar.tsx';

const paths: Record<WizardStepKey, string> = {
  upload: '/import',
  mapping: '/import/mapping',
  status: '/import/status',
  review: '/import/review',
  qualityReport: '/import/qualityreport',
  export: '/import/export',
  finished: '/connect-import/finished',
};

/** Stands in for react-router's navigate in the story with custom links. */
const navigate = fn();

const meta = {
  title: 'ui-kit/Import/WizardStepBar',
  component: WizardStepBar,
  tags: ['autodocs'],
  args: {
    activeStep: 2,
    getStepHref: (step) => `${paths[step]}?id=8f3c2a`,
    // The app shortens the name with api-client `shortenForStepBar` (17 characters).
    fileName: 'Bestandskunden_Süd_2024_final.xlsx',
    fileLabel: 'Bestandskunden_S…',
    reachable: { upload: true, status: true },
  },
  argTypes: { activeStep: { control: { type: 'number', min: 0, max: 5 } } },
} satisfies Meta<typeof WizardStepBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status page while matching runs: upload is a link, mapping is never one (spec 2). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Importschritte' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/import?id=8f3c2a');
    await expect(canvas.queryByRole('link', { name: 'Zuordnung' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Status' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Status').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Bestandskunden_S…')).toHaveAttribute(
      'title',
      'Bestandskunden_Süd_2024_final.xlsx',
    );
  },
};

/** Before anything is uploaded: the upload step is current, no file name, no links. */
export const Upload: Story = {
  args: { activeStep: 0, fileName: undefined, fileLabel: undefined, reachable: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Upload').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** On the export step with every step's data loaded: all earlier steps but mapping are links. */
export const ExportAllReachable: Story = {
  args: {
    activeStep: 5,
    reachable: { upload: true, status: true, review: true, qualityReport: true, export: true },
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Upload',
      'Status',
      'Prüfung',
      'Qualitätsbericht',
    ]);
  },
};

/** The app plugs in its router's link; clicking a step navigates without a page load. */
export const CustomLinks: Story = {
  args: {
    activeStep: 3,
    reachable: { upload: true, status: true },
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
    await userEvent.click(canvas.getByRole('link', { name: 'Status' }));
    await expect(navigate).toHaveBeenCalledWith('/import/status?id=8f3c2a');
  },
};

/** A long file name the app did not shorten wraps instead of overflowing. */
export const LongFileName: Story = {
  args: {
    fileName: 'Kundenstamm_Vertrieb_Nord_und_Ost_Quartal_3_2024_bereinigt_final_v2.xlsx',
    fileLabel: undefined,
  },
  play: async ({ canvas }) => {
    const caption = canvas.getByText(/^Kundenstamm_Vertrieb/);
    await expect(caption).toBeVisible();
    await expect(caption.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('navigation').getBoundingClientRect().right + 1,
    );
  },
};

/** The reduced connect import: upload, mapping, status, finish. */
export const ConnectImport: Story = {
  args: { steps: CONNECT_WIZARD_STEPS, activeStep: 3, reachable: { upload: true, status: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Abschluss').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** An import that does not exist: no step is current, done or a link (the app shows ImportNotFound below). */
export const NoImport: Story = {
  args: { activeStep: -1, reachable: {}, fileName: undefined, fileLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByRole('navigation').querySelector('[aria-current="step"]')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Import steps' })).toBeVisible();
    await expect(canvas.getByText('Quality report')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { activeStep: 4, reachable: { upload: true, status: true, review: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Étapes de l’import' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vérification' })).toBeVisible();
  },
};
