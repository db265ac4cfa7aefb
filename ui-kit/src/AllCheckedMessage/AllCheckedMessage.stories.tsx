import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { AllCheckedMessage, type AllCheckedMessageProps } from './AllCheckedMessage.tsx';

/** Counts the remaining checks down, as checking rows does. */
function Countdown(props: AllCheckedMessageProps) {
  const [remaining, setRemaining] = useState(props.remaining);
  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setRemaining((value) => Math.max(0, value - 1))}>
        Zeile prüfen ({remaining})
      </Button>
      <AllCheckedMessage {...props} remaining={remaining} />
    </Stack>
  );
}

const meta = {
  title: 'ui-kit/Review/AllCheckedMessage',
  component: AllCheckedMessage,
  tags: ['autodocs'],
  args: { remaining: 0 },
} satisfies Meta<typeof AllCheckedMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every manual row checked. */
export const AllChecked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Alle Unternehmen wurden geprüft');
  },
};

/** With a way on to the quality report. */
export const WithContinue: Story = {
  args: { onContinue: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zum Qualitätsbericht' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Rows left to check: only the (empty) live region. */
export const RowsLeft: Story = {
  args: { remaining: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The message appears in the live region as the last row is checked. */
export const LastRowChecked: Story = {
  args: { remaining: 2 },
  render: (args) => <Countdown {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Zeile prüfen (2)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zeile prüfen (1)' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Alle Unternehmen wurden geprüft');
    await waitForRipples();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { onContinue: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('All companies have been checked');
    await expect(canvas.getByRole('button', { name: 'Continue to the quality report' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Toutes les entreprises ont été vérifiées');
  },
};
