import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuotaCounter } from './QuotaCounter.tsx';

const meta = {
  title: 'ui-kit/Shell/QuotaCounter',
  component: QuotaCounter,
  tags: ['autodocs'],
  // A contract with the default quota of 5.000 exports (product spec section 9), mostly unused.
  args: { remaining: 4750, total: 5000, onClick: fn() },
  argTypes: {
    remaining: { control: { type: 'number', min: 0 } },
    total: { control: { type: 'number', min: 0 } },
  },
  decorators: [
    // The side menu of the page shell is about this wide; the counter itself never sets a width.
    (Story) => (
      <Box
        sx={{ width: 240, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof QuotaCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Export-Kontingent.*4\.750.*von 5\.000/ });
    await expect(canvas.getByText('4.750')).toBeVisible();
    await expect(canvas.getByText('von 5.000')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Less than 10 % left: the number and bar turn to the warning colour and a hint appears. */
export const LowQuota: Story = {
  args: { remaining: 320 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('320')).toBeVisible();
    await expect(canvas.getByText('Fast aufgebraucht')).toBeVisible();
  },
};

export const Exhausted: Story = {
  args: { remaining: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aufgebraucht')).toBeVisible();
  },
};

/** Contracts without a limit: no number, no bar. */
export const Unlimited: Story = {
  args: { remaining: null, total: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Unbegrenzt')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Export-Kontingent.*Unbegrenzt/ }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Export-Kontingent wird geladen/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kontingent nicht verfügbar')).toBeVisible();
  },
};

/** Read-only placement (no onClick), e.g. inside the quota page header. */
export const WithoutLink: Story = {
  args: { onClick: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Export quota.*4,750.*of 5,000/ })).toBeVisible();
  },
};

export const French: Story = {
  args: { remaining: 320 },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Quota d’export')).toBeVisible();
    await expect(canvas.getByText('Presque épuisé')).toBeVisible();
  },
};
