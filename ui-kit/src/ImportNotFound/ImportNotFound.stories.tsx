import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ImportNotFound } from './ImportNotFound.tsx';

const meta = {
  title: 'ui-kit/Import/ImportNotFound',
  component: ImportNotFound,
  tags: ['autodocs'],
  args: { uploadHref: '/import', pastImportsHref: '/list' },
} satisfies Meta<typeof ImportNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown, deleted or foreign import id: the two ways on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: /Dieser Import existiert nicht/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Frühere Importe ansehen' })).toHaveAttribute(
      'href',
      '/list',
    );
    await expect(canvas.getByRole('link', { name: 'Neue Datei hochladen' })).toHaveAttribute(
      'href',
      '/import',
    );
  },
};

/** Integration mode has no past-imports list: only the new upload. */
export const WithoutPastImports: Story = {
  args: { pastImportsHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Frühere Importe ansehen' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Neue Datei hochladen' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'This import does not exist (or does not belong to your account)',
      }),
    ).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Importer un nouveau fichier' })).toBeVisible();
  },
};
