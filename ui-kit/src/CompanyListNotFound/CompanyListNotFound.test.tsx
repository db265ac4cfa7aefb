import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { CompanyListNotFound } from './CompanyListNotFound.tsx';

describe('CompanyListNotFound', () => {
  it('says the list does not exist or is not the user’s, and leads back', () => {
    renderWithKit(<CompanyListNotFound backHref="/" />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Diese Firmenliste existiert nicht (oder gehört nicht zu Ihrem Konto)',
      }),
    ).toBeVisible();
    expect(screen.getByText('Vielleicht wurde sie gelöscht, oder der Link ist unvollständig.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('renders the link through renderLink and takes texts and heading level from props', () => {
    renderWithKit(
      <CompanyListNotFound
        backHref="/exports"
        headingComponent="h2"
        texts={{ back: 'Zu den letzten Exporten' }}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeVisible();
    const back = screen.getByRole('link', { name: 'Zu den letzten Exporten' });
    expect(back).toHaveAttribute('href', '#/exports');
    expect(back).toHaveAttribute('data-router', 'yes');
  });

  it('speaks English and French', () => {
    const { unmount } = renderWithKit(<CompanyListNotFound backHref="/" />, { locale: 'en' });
    expect(
      screen.getByRole('heading', {
        name: 'This company list does not exist (or does not belong to your account)',
      }),
    ).toBeVisible();
    unmount();
    renderWithKit(<CompanyListNotFound backHref="/" />, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Aller à la page d’accueil' })).toBeVisible();
  });
});
