import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ProbabilityCell } from './ProbabilityCell.tsx';

describe('ProbabilityCell', () => {
  it('shows 3 significant digits and the 5-digit value on hover', async () => {
    const { user } = renderWithKit(<ProbabilityCell probability={0.98765} />);
    const value = screen.getByText('98,8 %');
    await user.hover(value);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Genau: 98,765 %');
  });

  it('is reachable with the keyboard and described by the precise value', async () => {
    const { user } = renderWithKit(<ProbabilityCell probability={0.0123456} />);
    await user.tab();
    expect(screen.getByText('1,23 %')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Genau: 1,2346 %');
    expect(screen.getByText('1,23 %')).toHaveAccessibleDescription(/^Genau: 1,2346\s%$/);
  });

  it('follows the language and takes its own tooltip text', async () => {
    const { user } = renderWithKit(<ProbabilityCell probability={1} tooltip="Sicher" />, { locale: 'en' });
    await user.hover(screen.getByText('100%'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sicher');
  });

  it('closes the tooltip when the pointer leaves, on blur and on Escape, and stays open while hovered', async () => {
    const { user } = renderWithKit(<ProbabilityCell probability={0.98765} />);
    const value = screen.getByText('98,8 %');
    await user.hover(value);
    const tooltip = await screen.findByRole('tooltip');
    // The precise value can be hovered itself (WCAG 1.4.13).
    await user.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Genau: 98,765 %');
    await user.unhover(tooltip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await user.tab();
    expect(value).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Genau: 98,765 %');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(value).toHaveFocus();
    expect(value).not.toHaveAttribute('aria-describedby');

    await user.tab({ shift: true });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
