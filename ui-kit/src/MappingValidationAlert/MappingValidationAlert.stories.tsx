import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MappingValidationAlert } from './MappingValidationAlert.tsx';

const meta = {
  title: 'ui-kit/Mapping/MappingValidationAlert',
  component: MappingValidationAlert,
  tags: ['autodocs'],
  args: { validation: { status: 'ok' } },
} satisfies Meta<typeof MappingValidationAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything needed is mapped. */
export const Ok: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Die Zuordnung ist vollständig. Sie können die Verarbeitung starten.',
    );
  },
};

/** Too few identifying fields: matching may start, but results will be weaker (spec 5). */
export const Warning: Story = {
  args: { validation: { status: 'warning', messageKey: 'missing_infos' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Es sind nicht genügend Felder zugeordnet');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Ort und Straße/);
  },
};

/** Neither company name nor Datacare ID mapped: starting is blocked. */
export const Error: Story = {
  args: { validation: { status: 'error', messageKey: 'required_missing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Mindestens 1 Pflichtfeld ist nicht zugeordnet',
    );
  },
};

/** Only the message, without the hint. */
export const WithoutHint: Story = {
  args: { validation: { status: 'error', messageKey: 'required_missing' }, showHint: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Mindestens 1 Pflichtfeld ist nicht zugeordnet$/,
    );
  },
};

/** When ok and `showOk` is off, nothing is shown. */
export const OkHidden: Story = {
  args: { showOk: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { validation: { status: 'error', messageKey: 'required_missing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('At least 1 mandatory field is not mapped');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { validation: { status: 'warning', messageKey: 'missing_infos' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Il n’y a pas assez de champs associés');
  },
};
