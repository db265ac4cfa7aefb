import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { exportFieldLabels, exportPreview } from '../test/exportFixtures.ts';
import { renderWithKit } from '../test/render.tsx';
import { ExportPreviewPanel } from './ExportPreviewPanel.tsx';

const rowOf = (field: string) => screen.getByRole('rowheader', { name: new RegExp(field) }).closest('tr')!;

describe('ExportPreviewPanel', () => {
  it('counts per field what stays, is filled, overwritten and cleared', () => {
    renderWithKit(<ExportPreviewPanel preview={exportPreview} fieldLabels={exportFieldLabels} />);
    const panel = screen.getByRole('region', { name: 'Vorschau der Änderungen' });
    expect(panel).toHaveTextContent('der 1.050 Unternehmen mit Treffer');
    const cells = within(rowOf('Straße und Hausnummer')).getAllByRole('cell');
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual(['231', '11', '42', '756']);
    expect(rowOf('Straße und Hausnummer')).toHaveTextContent('Datacare-Wert übernehmen');
    const totals = within(panel).getByRole('list', { name: 'Summen über alle Felder' });
    expect(within(totals).getByText('Überschrieben').nextElementSibling).toHaveTextContent('231');
    expect(within(totals).getByText('Ergänzt').nextElementSibling).toHaveTextContent('326');
    // A field that is not exported is named, not counted.
    expect(screen.queryByRole('rowheader', { name: /Telefon/ })).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Nicht exportiert: Telefon');
  });

  it('shows three examples of what would be overwritten, before and after', async () => {
    const { user } = renderWithKit(
      <ExportPreviewPanel preview={exportPreview} fieldLabels={exportFieldLabels} />,
    );
    const button = screen.getByRole('button', { name: 'Beispiele für Straße und Hausnummer' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Überschrieben (231)')).toBeVisible();
    const overwritten = screen.getByText('Überschrieben (231)').nextElementSibling as HTMLElement;
    expect(within(overwritten).getAllByRole('listitem')).toHaveLength(3);
    expect(within(overwritten).getAllByRole('listitem')[0]).toHaveTextContent(
      'Zeile 1 · Müller Logistik GmbH: „Hafenstr. 12“→„Hafenstraße 12“',
    );
    const cleared = screen.getByText('Geleert (11)').nextElementSibling as HTMLElement;
    expect(cleared).toHaveTextContent('Zeile 131 · Gärtnerei Fischer: „Zeppelinstraße 12“→(leer)');
  });

  it('waits with an indeterminate bar while the server counts', () => {
    renderWithKit(
      <ExportPreviewPanel
        preview={{ ready: false, companies: 1050, fields: [] }}
        fieldLabels={exportFieldLabels}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Die Vorschau wird berechnet …' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when it is updating for a newer choice', () => {
    renderWithKit(<ExportPreviewPanel preview={exportPreview} fieldLabels={exportFieldLabels} updating />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird aktualisiert …');
  });

  it('offers a retry after an error', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithKit(
      <ExportPreviewPanel preview={null} fieldLabels={exportFieldLabels} error onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die Vorschau konnte nicht geladen werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
