import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { StackedBar } from './StackedBar.tsx';

const segments = [
  { key: 'available', label: 'Erreichbar', count: 30, tone: 'success' },
  { key: 'unavailable', label: 'Nicht erreichbar', count: 10, tone: 'error' },
  { key: 'unknown', label: 'Unbekannt', count: 0, tone: 'neutral' },
] as const;

describe('StackedBar', () => {
  it('lists every segment with count and share before the bar is measured', () => {
    renderWithKit(<StackedBar label="Ergebnis" segments={segments} />);
    const items = within(screen.getByRole('figure', { name: 'Ergebnis' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Erreichbar3075 %',
      'Nicht erreichbar1025 %',
      'Unbekannt00 %',
    ]);
  });

  it('offers examples only for segments that have some, and never in export mode', async () => {
    const onShowExamples = vi.fn();
    const { user, rerender } = renderWithKit(
      <StackedBar segments={segments} onShowExamples={onShowExamples} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Beispiele anzeigen: Nicht erreichbar' }));
    expect(onShowExamples).toHaveBeenCalledWith('unavailable');
    rerender(<StackedBar segments={segments} onShowExamples={onShowExamples} exportMode />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
