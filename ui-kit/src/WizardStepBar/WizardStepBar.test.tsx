import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { CONNECT_WIZARD_STEPS, WizardStepBar, type WizardStepKey } from './WizardStepBar.tsx';

const href = (step: WizardStepKey) => `/import/${step}?id=42`;

/** The steps' texts as read out, without the step numbers MUI draws in the icons of open steps. */
function stepTexts(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/^\d+/, ''));
}

describe('WizardStepBar', () => {
  it('lists the six steps in a named navigation and marks the current one', () => {
    renderWithKit(<WizardStepBar activeStep={2} getStepHref={href} />);
    const nav = screen.getByRole('navigation', { name: 'Importschritte' });
    const items = within(nav).getAllByRole('listitem');
    expect(stepTexts(nav)).toEqual([
      'Upload (erledigt)',
      'Zuordnung (erledigt)',
      'Status',
      'Prüfung',
      'Qualitätsbericht',
      'Export',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders reachable steps other than the current one as links, the rest as text', () => {
    renderWithKit(
      <WizardStepBar
        activeStep={3}
        getStepHref={href}
        reachable={{ upload: true, mapping: true, status: true, review: true }}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Upload',
      'Zuordnung',
      'Status',
    ]);
    expect(screen.getByRole('link', { name: 'Status' })).toHaveAttribute('href', '/import/status?id=42');
    // The current step is never a link, even when reachable.
    expect(screen.queryByRole('link', { name: 'Prüfung' })).not.toBeInTheDocument();
  });

  it('shows the shortened file name under the upload step with the full name as title', () => {
    renderWithKit(
      <WizardStepBar
        activeStep={1}
        getStepHref={href}
        fileName="Bestandskunden_Süd_2024_final.xlsx"
        fileLabel="Bestandskunden_S…"
      />,
    );
    const caption = screen.getByText('Bestandskunden_S…');
    expect(caption).toHaveAttribute('title', 'Bestandskunden_Süd_2024_final.xlsx');
  });

  it('falls back to the file name when no label is given', () => {
    renderWithKit(<WizardStepBar activeStep={1} getStepHref={href} fileName="Kunden.csv" />);
    expect(screen.getByText('Kunden.csv')).toBeVisible();
  });

  it('routes through renderLink', async () => {
    const navigate = vi.fn();
    const { user } = renderWithKit(
      <WizardStepBar
        activeStep={2}
        getStepHref={href}
        reachable={{ upload: true }}
        renderLink={({ href: to, children, ...props }) => (
          <a
            href={to}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              navigate(to);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Upload' }));
    expect(navigate).toHaveBeenCalledWith('/import/upload?id=42');
  });

  it('shows the connect flow in English', () => {
    renderWithKit(<WizardStepBar activeStep={3} steps={CONNECT_WIZARD_STEPS} getStepHref={href} />, {
      locale: 'en',
    });
    const nav = screen.getByRole('navigation', { name: 'Import steps' });
    expect(stepTexts(nav)).toEqual(['Upload (done)', 'Mapping (done)', 'Status (done)', 'Finish']);
  });

  it('marks no step as current or done with activeStep -1 (an import that does not exist)', () => {
    renderWithKit(<WizardStepBar activeStep={-1} getStepHref={href} />);
    const nav = screen.getByRole('navigation', { name: 'Importschritte' });
    expect(stepTexts(nav)).toEqual([
      'Upload',
      'Zuordnung',
      'Status',
      'Prüfung',
      'Qualitätsbericht',
      'Export',
    ]);
    expect(nav.querySelector('[aria-current="step"]')).toBeNull();
  });
});
