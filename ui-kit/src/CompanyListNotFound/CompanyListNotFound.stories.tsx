import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompanyListNotFound } from './CompanyListNotFound.tsx';

const meta = {
  title: 'ui-kit/Lists/CompanyListNotFound',
  component: CompanyListNotFound,
  tags: ['autodocs'],
  args: { backHref: '/' },
} satisfies Meta<typeof CompanyListNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown, deleted or foreign list id: what may have happened, and the way back. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: /Diese Firmenliste existiert nicht/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  },
};

/** The way back named by where it leads. */
export const BackToExports: Story = {
  args: { backHref: '/exports', texts: { back: 'Zu den letzten Exporten' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Zu den letzten Exporten' })).toHaveAttribute(
      'href',
      '/exports',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'This company list does not exist (or does not belong to your account)',
      }),
    ).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Aller à la page d’accueil' })).toBeVisible();
  },
};
