import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { SideMenu, type SideMenuItem } from './SideMenu.tsx';

const items: SideMenuItem[] = [
  { key: 'dashboard', label: 'Willkommen', href: '/dashboard', active: true },
  { key: 'import', label: 'Neuer Import', href: '/import' },
  { key: 'list', label: 'Vergangene Importe', href: '/list' },
];

describe('SideMenu', () => {
  it('lists the entries as links in a named navigation and marks the current page', () => {
    renderWithKit(<SideMenu items={items} open id="side-menu" />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(nav).toHaveAttribute('id', 'side-menu');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Willkommen',
      'Neuer Import',
      'Vergangene Importe',
    ]);
    expect(screen.getByRole('link', { name: 'Willkommen' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Neuer Import' })).toHaveAttribute('href', '/import');
    expect(screen.getByRole('link', { name: 'Neuer Import' })).not.toHaveAttribute('aria-current');
  });

  it('names the navigation in English', () => {
    renderWithKit(<SideMenu items={items} open />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('is hidden from everyone when closed', () => {
    renderWithKit(<SideMenu items={items} open={false} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders links through renderLink so the app can route', async () => {
    const navigate = vi.fn();
    const { user } = renderWithKit(
      <SideMenu
        items={items}
        open
        renderLink={({ href, children, ...props }) => (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Vergangene Importe' }));
    expect(navigate).toHaveBeenCalledWith('/list');
  });

  it('shows the footer slot below the entries', () => {
    renderWithKit(<SideMenu items={items} open footer={<p>Export-Kontingent: 3.250</p>} label="Menü" />);
    expect(screen.getByRole('navigation', { name: 'Menü' })).toHaveTextContent('Export-Kontingent: 3.250');
  });
});
