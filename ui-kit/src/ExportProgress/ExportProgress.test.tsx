import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ExportProgress } from './ExportProgress.tsx';

describe('ExportProgress', () => {
  it('renders nothing while idle', () => {
    const { container } = renderWithKit(<ExportProgress state="idle" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['starting', 'Der Export wird gestartet …'],
    ['queued', 'Der Export wartet auf seinen Start …'],
    ['running', 'Die Datei wird erstellt …'],
  ] as const)('shows indeterminate progress with the text of %s', (state, text) => {
    renderWithKit(<ExportProgress state={state} />);
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt des Exports' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', text);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers mail delivery with the hint', async () => {
    const onSendMail = vi.fn();
    const { user } = renderWithKit(<ExportProgress state="running" showMailHint onSendMail={onSendMail} />);
    expect(screen.getByText(/Sollen wir Ihnen die Datei per E-Mail senden/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Per E-Mail senden' }));
    expect(onSendMail).toHaveBeenCalledOnce();
  });

  it('says the file is being mailed once mail was chosen, without offering it again', () => {
    renderWithKit(<ExportProgress state="running" showMailHint mailRequested onSendMail={vi.fn()} />);
    expect(screen.getByText('Die Datei wird nun erstellt und Ihnen per E-Mail zugesandt')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Per E-Mail senden' })).not.toBeInTheDocument();
  });

  it('names the finished file, what was charged, and links it', () => {
    renderWithKit(
      <ExportProgress
        state="finished"
        fileName="Kundenliste März 2026 (final).xlsx"
        charged={1050}
        downloadHref="/backend/export/getHistoryExport?id=41"
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Der Export ist fertig: Kundenliste März 2026 (final).xlsx.');
    expect(status).toHaveTextContent('1.050 Unternehmen wurden von Ihrem Kontingent abgezogen.');
    expect(screen.getByRole('link', { name: 'Erneut herunterladen' })).toHaveAttribute(
      'href',
      '/backend/export/getHistoryExport?id=41',
    );
  });

  it('says a mailed export is on its way', () => {
    renderWithKit(<ExportProgress state="finished" mailRequested fileName="Kunden.csv" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Der Link zum Herunterladen wurde an Ihre E-Mail-Adresse gesendet.',
    );
  });

  it('says a failed export charged nothing and offers a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithKit(<ExportProgress state="failed" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Der Export ist fehlgeschlagen');
    expect(alert).toHaveTextContent('Es wurde nichts von Ihrem Kontingent abgezogen.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
