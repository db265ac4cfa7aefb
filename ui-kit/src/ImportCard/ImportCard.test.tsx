import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ImportCard, type ImportCardItem } from './ImportCard.tsx';
import { ImportCardGrid } from './ImportCardGrid.tsx';

const item: ImportCardItem = {
  id: 'b_kunden_2026',
  fileName: 'Kundenliste März 2026 (final).xlsx',
  tag: 'Bestandskunden Süd',
  // 14:05 in Berlin on 3 March 2026.
  createdAt: new Date('2026-03-03T13:05:00Z'),
  rowsOk: 1234,
  rowsEmpty: 3,
  furthestStep: 'review',
};

const BERLIN = 'Europe/Berlin';

describe('ImportCard', () => {
  it('shows file name, tag, date, time, rows and empty rows', () => {
    renderWithKit(
      <ImportCard
        item={item}
        openHref="/import/review?id=b_kunden_2026"
        onSaveTag={vi.fn()}
        onDelete={vi.fn()}
        timeZone={BERLIN}
      />,
    );
    const card = screen.getByRole('article', { name: 'Kundenliste März 2026 (final).xlsx' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Kundenliste März 2026 (final).xlsx',
    );
    expect(
      within(card).getByRole('button', { name: 'Tag „Bestandskunden Süd“ bearbeiten' }),
    ).toBeInTheDocument();
    const facts = within(card)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(facts).toEqual(['Abgeglichen', '03.03.2026', '14:05', '1.234', '3']);
    expect(
      within(card)
        .getAllByRole('term')
        .map((node) => node.textContent),
    ).toEqual(['Stand', 'Datum', 'Uhrzeit', 'Zeilen', 'Leere Zeilen']);
  });

  it('opens the furthest step and asks to delete', async () => {
    const onDelete = vi.fn();
    const { user } = renderWithKit(
      <ImportCard
        item={item}
        openHref="/import/review?id=b_kunden_2026"
        onSaveTag={vi.fn()}
        onDelete={onDelete}
      />,
    );
    expect(screen.getByRole('link', { name: 'Zur Prüfung: Bestandskunden Süd' })).toHaveAttribute(
      'href',
      '/import/review?id=b_kunden_2026',
    );
    await user.click(screen.getByRole('button', { name: 'Löschen: Bestandskunden Süd' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('names each step by where open leads', () => {
    renderWithKit(
      <>
        <ImportCard
          item={{ ...item, furthestStep: 'status' }}
          openHref="/s"
          onSaveTag={vi.fn()}
          onDelete={vi.fn()}
        />
        <ImportCard
          item={{ ...item, furthestStep: 'export', tag: '' }}
          openHref="/e"
          onSaveTag={vi.fn()}
          onDelete={vi.fn()}
        />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Zum Status: Bestandskunden Süd' })).toHaveAttribute(
      'href',
      '/s',
    );
    // Without a tag the file name names the import.
    expect(
      screen.getByRole('link', { name: 'Zum Export: Kundenliste März 2026 (final).xlsx' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nicht abgeschlossen')).toBeInTheDocument();
    expect(screen.getByText('Exportiert')).toBeInTheDocument();
  });

  it('offers nothing to open for an import that never started, and says so', () => {
    renderWithKit(
      <ImportCard
        item={{ ...item, furthestStep: 'mapping' }}
        openHref={null}
        onSaveTag={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Nicht gestartet')).toBeInTheDocument();
    expect(screen.getByText(/Der Abgleich wurde nie gestartet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Löschen: Bestandskunden Süd' })).toBeEnabled();
  });

  it('saves a new tag', async () => {
    const onSaveTag = vi.fn();
    const { user } = renderWithKit(
      <ImportCard item={item} openHref="/r" onSaveTag={onSaveTag} onDelete={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Tag „Bestandskunden Süd“ bearbeiten' }));
    await user.clear(screen.getByRole('textbox', { name: 'Tag' }));
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'Messe Hannover{Enter}');
    expect(onSaveTag).toHaveBeenCalledExactlyOnceWith('Messe Hannover');
  });

  it('waits while deleting', () => {
    renderWithKit(<ImportCard item={item} openHref="/r" onSaveTag={vi.fn()} onDelete={vi.fn()} deleting />);
    expect(screen.getByRole('button', { name: 'Löschen: Bestandskunden Süd' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Bestandskunden Süd“ bearbeiten/ })).toBeDisabled();
  });

  it('speaks English', () => {
    renderWithKit(
      <ImportCard item={item} openHref="/r" onSaveTag={vi.fn()} onDelete={vi.fn()} timeZone={BERLIN} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('link', { name: 'To the review: Bestandskunden Süd' })).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Mar 3, 2026')).toBeInTheDocument();
  });
});

describe('ImportCardGrid', () => {
  it('lists the cards', () => {
    renderWithKit(
      <ImportCardGrid>
        <ImportCard item={item} openHref="/r" onSaveTag={vi.fn()} onDelete={vi.fn()} />
        <ImportCard
          item={{ ...item, id: 'b2', fileName: 'Messe.csv' }}
          openHref="/r2"
          onSaveTag={vi.fn()}
          onDelete={vi.fn()}
        />
      </ImportCardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Importe' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says "Keine Ergebnisse gefunden" when empty', () => {
    renderWithKit(<ImportCardGrid />);
    expect(screen.getByText('Keine Ergebnisse gefunden')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderWithKit(<ImportCardGrid loading />);
    expect(screen.getByRole('list', { name: 'Importe' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Keine Ergebnisse gefunden')).not.toBeInTheDocument();
  });
});
