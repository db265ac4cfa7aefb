import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StickyFooter } from './StickyFooter.tsx';

const meta = {
  title: 'ui-kit/Layout/StickyFooter',
  component: StickyFooter,
  tags: ['autodocs'],
  args: { 'aria-label': 'Verarbeitung starten', children: null },
  render: (args) => (
    <Box sx={{ height: 320, overflow: 'auto', border: 1, borderColor: 'divider' }}>
      <Box sx={{ p: 3 }}>
        {Array.from({ length: 12 }, (_, i) => (
          <Typography key={i} sx={{ py: 1 }}>
            Feld {i + 1}
          </Typography>
        ))}
      </Box>
      <StickyFooter {...args}>
        <Alert severity="success" sx={{ flex: 1, py: 0 }}>
          Die Zuordnung ist vollständig.
        </Alert>
        <Button variant="contained">Verarbeitung starten (250 Zeilen)</Button>
      </StickyFooter>
    </Box>
  ),
} satisfies Meta<typeof StickyFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start button stays in sight while the fields above scroll. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Verarbeitung starten' });
    const scroller = region.parentElement!;
    const bottom = () => scroller.getBoundingClientRect().bottom;
    // Before scrolling the bar already sits at the scroller's bottom edge, not below the fields.
    await expect(Math.round(region.getBoundingClientRect().bottom)).toBeLessThanOrEqual(Math.round(bottom()));
  },
};
