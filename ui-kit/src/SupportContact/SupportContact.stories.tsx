import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SupportContact } from './SupportContact.tsx';

const meta = {
  title: 'ui-kit/Dashboard/SupportContact',
  component: SupportContact,
  tags: ['autodocs'],
  args: { phone: '+49 89 2154 773-0', email: 'support@datacare.de', openingHours: 'Mo–Fr, 8–18 Uhr' },
  decorators: [
    (Story) => (
      <Box
        sx={{
          maxWidth: 420,
          p: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SupportContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Persönlicher Support' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+49 89 2154 773-0' })).toHaveAttribute(
      'href',
      'tel:+498921547730',
    );
    await expect(canvas.getByRole('link', { name: 'support@datacare.de' })).toHaveAttribute(
      'href',
      'mailto:support@datacare.de',
    );
    await expect(canvas.getByText('Mo–Fr, 8–18 Uhr')).toBeVisible();
  },
};

/** Without opening hours the block shows phone and e-mail only. */
export const WithoutOpeningHours: Story = {
  args: { openingHours: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The app's own heading and text, e.g. for a key-account manager. */
export const CustomTexts: Story = {
  args: {
    heading: 'Ihre Ansprechpartnerin',
    text: 'Sabine Krüger betreut Ihren Vertrag und hilft bei allen Fragen zu Kontingent und Abrechnung.',
    phone: '0711 9 63 58-412',
    email: 'sabine.krueger@datacare.de',
    openingHours: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ihre Ansprechpartnerin' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '0711 9 63 58-412' })).toHaveAttribute(
      'href',
      'tel:071196358412',
    );
  },
};

export const English: Story = {
  args: { openingHours: 'Mon–Fri, 8 am–6 pm (CET)' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Personal support' })).toBeVisible();
    await expect(canvas.getByText('Phone')).toBeInTheDocument();
  },
};

export const French: Story = {
  args: { openingHours: 'Lun.–ven., 8 h–18 h' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Assistance personnalisée' })).toBeVisible();
  },
};
