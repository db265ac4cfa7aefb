import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { TargetExportActions } from './TargetExportActions.tsx';

const meta = {
  title: 'ui-kit/Export/TargetExportActions',
  component: TargetExportActions,
  tags: ['autodocs'],
  args: { exportType: 'target1_companyList', onExportTarget1: fn(), onTarget2: fn() },
} satisfies Meta<typeof TargetExportActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A target 1 company list: the button opens the company list dialog. */
export const Target1: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nach Target exportieren' }));
    await expect(args.onExportTarget1).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Target 2.0: the companies are handed over there. */
export const Target2: Story = {
  args: { exportType: 'target2_companyList' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zu Target 2.0 wechseln' }));
    await expect(args.onTarget2).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** A user who came from target 2.0 goes back there. */
export const BackToTarget2: Story = {
  args: { exportType: 'target2_companyList', fromTarget: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Zurück zu Target 2.0' })).toBeEnabled();
  },
};

/** The hand-over runs. */
export const Busy: Story = {
  args: { exportType: 'target2_companyList', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Zu Target 2.0 wechseln' })).toBeDisabled();
  },
};

/** The server refused the hand-over: no target 2.0 access. */
export const Target2Denied: Story = {
  args: { exportType: 'target2_companyList', target2Denied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kein Zugriff auf Target 2.0');
  },
};

/** Nothing can be started (an export runs). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Nach Target exportieren' })).toBeDisabled();
  },
};

/** A file export: the page shows its own buttons, this shows nothing. */
export const FileExport: Story = {
  args: { exportType: 'file' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Long texts: a replaced label and the warning wrap in a narrow footer. */
export const LongTexts: Story = {
  args: {
    exportType: 'target2_companyList',
    target2Denied: true,
    texts: {
      target2Denied:
        'Kein Zugriff auf Target 2.0: Ihr Konto ist dafür nicht freigeschaltet. Bitte wenden Sie sich an Ihre Ansprechperson im Vertrieb.',
    },
    sx: { maxWidth: 420 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/nicht freigeschaltet/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { exportType: 'target2_companyList', fromTarget: true, target2Denied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to Target 2.0' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('No Target 2.0 access');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exporter vers Target' })).toBeVisible();
  },
};
