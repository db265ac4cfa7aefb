import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { SupportContact } from './SupportContact.tsx';

describe('SupportContact', () => {
  it('shows heading, text and the contact links in German', () => {
    renderWithKit(
      <SupportContact phone="+49 89 2154 773-0" email="support@datacare.de" openingHours="Mo–Fr, 8–18 Uhr" />,
    );
    expect(screen.getByRole('region', { name: 'Persönlicher Support' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Persönlicher Support' })).toBeVisible();
    expect(screen.getByText(/Unser Team hilft Ihnen gerne weiter/)).toBeVisible();
    expect(screen.getByRole('link', { name: '+49 89 2154 773-0' })).toHaveAttribute(
      'href',
      'tel:+498921547730',
    );
    expect(screen.getByRole('link', { name: 'support@datacare.de' })).toHaveAttribute(
      'href',
      'mailto:support@datacare.de',
    );
    expect(screen.getByText('Mo–Fr, 8–18 Uhr')).toBeVisible();
    expect(screen.getByText('Telefon')).toBeInTheDocument();
  });

  it('speaks English and leaves out missing opening hours', () => {
    renderWithKit(<SupportContact phone="+49 89 2154 773-0" email="support@datacare.de" />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Personal support' })).toBeVisible();
    expect(screen.getByText('Email')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Availability')).not.toBeInTheDocument();
  });

  it('takes its own heading level and texts', () => {
    renderWithKit(
      <SupportContact
        phone="0711 9 63 58-412"
        email="sabine.krueger@datacare.de"
        heading="Ihre Ansprechpartnerin"
        headingComponent="h3"
        text="Sabine Krüger hilft Ihnen."
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Ihre Ansprechpartnerin' })).toBeVisible();
    expect(screen.getByText('Sabine Krüger hilft Ihnen.')).toBeVisible();
  });
});
