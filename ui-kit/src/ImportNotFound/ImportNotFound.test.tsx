import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ImportNotFound } from './ImportNotFound.tsx';

describe('ImportNotFound', () => {
  it('says the import does not exist and leads to the past imports and a new upload', () => {
    renderWithKit(<ImportNotFound uploadHref="/import" pastImportsHref="/list" />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Dieser Import existiert nicht (oder gehört nicht zu Ihrem Konto)',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Frühere Importe ansehen' })).toHaveAttribute('href', '/list');
    expect(screen.getByRole('link', { name: 'Neue Datei hochladen' })).toHaveAttribute('href', '/import');
  });

  it('leaves out the past imports where there is no list, and renders links through renderLink', () => {
    renderWithKit(
      <ImportNotFound
        uploadHref="/import"
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router="yes">
            {children}
          </a>
        )}
      />,
      { locale: 'en' },
    );
    expect(screen.queryByRole('link', { name: 'View past imports' })).not.toBeInTheDocument();
    const upload = screen.getByRole('link', { name: 'Upload a new file' });
    expect(upload).toHaveAttribute('href', '#/import');
    expect(upload).toHaveAttribute('data-router', 'yes');
  });

  it('takes its texts and heading level from props', () => {
    renderWithKit(
      <ImportNotFound
        uploadHref="/import"
        pastImportsHref="/list"
        headingComponent="h2"
        title="Nicht gefunden"
        text="Weg."
        pastImportsLabel="Liste"
        uploadLabel="Neu"
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nicht gefunden' })).toBeVisible();
    expect(screen.getByText('Weg.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Liste' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Neu' })).toBeVisible();
  });
});
