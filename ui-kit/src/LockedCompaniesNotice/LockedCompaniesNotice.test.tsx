import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { LockedCompaniesNotice } from './LockedCompaniesNotice.tsx';

describe('LockedCompaniesNotice', () => {
  it('says how many companies are locked, what that means and whom to call', () => {
    renderWithKit(<LockedCompaniesNotice count={1287} phone="+49 30 1234567-0" />);
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('1.287 gesperrte Unternehmen');
    expect(notice).toHaveTextContent('ohne Anreicherung exportiert und nicht von Ihrem Kontingent abgezogen');
    expect(screen.getByRole('link', { name: '+49 30 1234567-0' })).toHaveAttribute(
      'href',
      'tel:+493012345670',
    );
  });

  it('uses the singular for one company', () => {
    renderWithKit(<LockedCompaniesNotice count={1} />);
    expect(screen.getByRole('note')).toHaveTextContent('1 gesperrtes Unternehmen');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing without locked companies', () => {
    const { container } = renderWithKit(<LockedCompaniesNotice count={0} phone="+49 30 1234567-0" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes the app’s texts', () => {
    renderWithKit(
      <LockedCompaniesNotice count={3} texts={{ title: '{{companies}} Firmen ohne Datenpaket' }} />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('3 Firmen ohne Datenpaket');
  });
});
