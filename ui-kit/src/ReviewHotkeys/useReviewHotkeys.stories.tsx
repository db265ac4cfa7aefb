import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useReviewHotkeys } from './useReviewHotkeys.ts';

interface HotkeysDemoProps {
  /** Passed to the hook. */
  enabled: boolean;
  /** Receives every action, for the play functions. */
  onAction: (action: string) => void;
}

/** Shows what the hook reports, and a field whose keys it must leave alone. */
function HotkeysDemo({ enabled, onAction }: HotkeysDemoProps) {
  const [log, setLog] = useState<string[]>([]);
  const report = (action: string) => {
    setLog((current) => [...current, action]);
    onAction(action);
  };
  useReviewHotkeys({
    enabled,
    onToggle: (index) => report(`toggle ${index}`),
    onPrev: () => report('prev'),
    onNext: () => report('next'),
    onFirst: () => report('first'),
    onLast: () => report('last'),
    onEnter: () => report('enter'),
    onUndo: () => report('undo'),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
      <TextField label="Notiz" size="small" />
      <Typography component="h2" variant="h6">
        Protokoll
      </Typography>
      <Box component="ol" aria-label="Protokoll" sx={{ m: 0, minHeight: '2rem' }}>
        {log.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </Box>
    </Box>
  );
}

const meta = {
  title: 'ui-kit/Review/useReviewHotkeys',
  component: HotkeysDemo,
  args: { enabled: true, onAction: fn() },
} satisfies Meta<typeof HotkeysDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every hotkey of spec 9, pressed with the focus on the page. */
export const AllKeys: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.keyboard('1{ArrowRight}d{ArrowLeft}a{Home}{End}{Enter}{Control>}z{/Control}9');
    await expect(args.onAction.mock.calls.map(([action]) => action)).toEqual([
      'toggle 0',
      'next',
      'next',
      'prev',
      'prev',
      'first',
      'last',
      'enter',
      'undo',
      'toggle 8',
    ]);
  },
};

/** Typing into a field stays typing. */
export const TypingInAField: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Notiz' });
    await userEvent.click(field);
    await userEvent.keyboard('Ad 12{ArrowLeft}{Home}{Enter}');
    await expect(field).toHaveValue('Ad 12');
    await expect(args.onAction).not.toHaveBeenCalled();
    field.blur();
    await userEvent.keyboard('2');
    await expect(args.onAction).toHaveBeenCalledWith('toggle 1');
  },
};

/** Switched off, e.g. while a dialog is open. */
export const Disabled: Story = {
  args: { enabled: false },
  play: async ({ args, userEvent }) => {
    await userEvent.keyboard('1{ArrowRight}{Enter}');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
