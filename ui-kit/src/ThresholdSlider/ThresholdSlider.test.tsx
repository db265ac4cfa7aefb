import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ThresholdSlider } from './ThresholdSlider.tsx';

describe('ThresholdSlider', () => {
  it('is a labelled slider from 0 to 1 in steps of 0.01 that reads as percent', () => {
    renderWithKit(<ThresholdSlider value={0.7} onChange={vi.fn()} />);
    const slider = screen.getByRole('slider', { name: 'Schwellenwert für exakte Treffer' });
    expect(slider).toHaveAttribute('aria-valuenow', '0.7');
    expect(slider).toHaveAttribute('aria-valuetext', '70\u00a0%');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1');
    expect(slider).toHaveAttribute('step', '0.01');
    expect(screen.getByText('Schwellenwert für exakte Treffer').parentElement).toHaveTextContent(
      'Schwellenwert für exakte Treffer70 %',
    );
  });

  it('reports every step live and the final value once', async () => {
    const onChange = vi.fn();
    const onChangeCommitted = vi.fn();
    const { user } = renderWithKit(
      <ThresholdSlider value={0.7} onChange={onChange} onChangeCommitted={onChangeCommitted} />,
    );
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0.71);
    expect(onChangeCommitted).toHaveBeenLastCalledWith(0.71);
    fireEvent.change(slider, { target: { value: '0.55' } });
    expect(onChange).toHaveBeenLastCalledWith(0.55);
  });

  it('keeps values on the 0.01 grid, without float residue', () => {
    const onChange = vi.fn();
    renderWithKit(<ThresholdSlider value={0.7} onChange={onChange} />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: String(0.7 - 5 * 0.01) } });
    expect(onChange).toHaveBeenLastCalledWith(0.65);
  });

  it('shows the counts at this threshold and describes the slider with them', () => {
    renderWithKit(
      <ThresholdSlider
        value={0.7}
        onChange={vi.fn()}
        counts={{ exactMatches: 1240, manualMatches: 310, noMatches: 45 }}
      />,
    );
    expect(screen.getByText('Ergebnisse bei diesem Schwellenwert:')).toBeVisible();
    expect(screen.getByText('1.240')).toBeVisible();
    expect(screen.getByRole('slider')).toHaveAccessibleDescription(
      /Ergebnisse bei diesem Schwellenwert: Exakte Treffer 1.240 Manuelle Treffer 310 Kein Treffer 45$/,
    );
  });

  it('offers the distribution button only when asked', async () => {
    const onShowDistribution = vi.fn();
    const { user, rerender } = renderWithKit(<ThresholdSlider value={0.7} onChange={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ThresholdSlider value={0.7} onChange={vi.fn()} onShowDistribution={onShowDistribution} />);
    await user.click(screen.getByRole('button', { name: 'Verteilung anzeigen' }));
    expect(onShowDistribution).toHaveBeenCalledOnce();
  });

  it('can be disabled', () => {
    renderWithKit(<ThresholdSlider value={0.7} onChange={vi.fn()} disabled />, { locale: 'en' });
    expect(screen.getByRole('slider', { name: 'Threshold for exact matches' })).toBeDisabled();
  });

  it('has a slim variant for the review header with the same name, description and steps', async () => {
    const onChange = vi.fn();
    const onChangeCommitted = vi.fn();
    const { user } = renderWithKit(
      <ThresholdSlider
        variant="compact"
        value={0.7}
        onChange={onChange}
        onChangeCommitted={onChangeCommitted}
        counts={{ exactMatches: 1, manualMatches: 2, noMatches: 3 }}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Schwellenwert für exakte Treffer' });
    expect(slider).toHaveAccessibleDescription(
      'Treffer mit einer höheren Wahrscheinlichkeit gelten als exakt, alle anderen legen wir Ihnen zur manuellen Prüfung vor.',
    );
    expect(slider.closest('.MuiBox-root')).toHaveTextContent(/^Schwellenwert70 %/);
    // Counts and the distribution belong to the status page's variant.
    expect(screen.queryByText('Ergebnisse bei diesem Schwellenwert:')).not.toBeInTheDocument();
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(0.69);
    expect(onChangeCommitted).toHaveBeenLastCalledWith(0.69);
  });
});
