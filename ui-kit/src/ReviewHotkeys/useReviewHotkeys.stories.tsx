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
  parameters: {
    docs: {
      description: {
        component: `\`useReviewHotkeys\` binds the review page's hotkeys (spec 9) to the window: 1–9 toggle a match, ← / →
and A / D change the row, Home and End jump to the first and last row, Enter marks the row checked and
moves on, Ctrl+Z (Cmd+Z) undoes. Headless: it only calls the handlers it gets; selection, paging and
undo are the app's. The story's demo logs what the hook reports, beside a field whose keys the hook
must leave alone.

## Usage

\`\`\`tsx
useReviewHotkeys({
  enabled: Boolean(current) && !helpOpen && !lockOpen,
  enterScope, // ref of the element around the review card
  onToggle: (index) => toggleListedMatch(index),
  onPrev: () => go(row - 1),
  onNext: () => go(row + 1),
  onFirst: () => go(0),
  onLast: () => go(total - 1),
  onEnter: checkAndMoveOn,
  onUndo: undo,
});
\`\`\`

The pure \`reviewHotkeyAction(event, { enterScope })\` tells which action a key event is, for tests and
other listeners.

## Do

- Turn it off (\`enabled: false\`) while a dialog is open or the page loads.
- Pass \`enterScope\`, so Enter on a focused button or switch inside the card still checks the row.
- Map \`onToggle\`'s index to the matches as displayed (\`listedMatches\`), the list \`MatchesTable\` numbers.
- Pass fresh handlers on every render if you like: the hook calls the latest ones without re-binding.

## Don't

- Don't add a second key listener for the same keys: the hook prevents the default only of the keys it
  handles, so both would act.
- Don't expect keys in text fields, dialogs or focused widgets that need them: those stay untouched.
- Don't list the keys in texts of your own: \`ReviewHelpDialog\` describes them.`,
      },
    },
  },
  args: { enabled: true, onAction: fn() },
  argTypes: {
    enabled: { description: 'Passed to the hook as `enabled`.' },
    onAction: { description: 'Receives every action the hook reports, for the play functions.' },
  },
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
