import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { DiffValue } from './DiffValue.tsx';

describe('DiffValue', () => {
  it('marks a differing value in colour, icon and words', () => {
    const { container } = renderWithKit(<DiffValue input="Hauptstr. 3" value="Hauptstraße 3" />);
    expect(container).toHaveTextContent('Hauptstraße 3 weicht von Ihren Daten ab: Hauptstr. 3');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks a value missing on the input', () => {
    const { container } = renderWithKit(<DiffValue input="  " value="70173" />);
    expect(container).toHaveTextContent('70173 fehlt in Ihren Daten');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('shows the same value plainly, ignoring case and whitespace', () => {
    const { container } = renderWithKit(<DiffValue input="MÜNCHEN" value=" München " />);
    expect(container).toHaveTextContent(/^München$/);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows a dash for an empty candidate value, read as "keine Angabe"', () => {
    const { container } = renderWithKit(<DiffValue input="Hauptstr. 3" value={null} />);
    expect(container).toHaveTextContent('–keine Angabe');
    expect(screen.getByText('–')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its own texts and speaks English', () => {
    const { container, unmount } = renderWithKit(
      <DiffValue input="a" value="b" differentText="anders als bei Ihnen" />,
    );
    expect(container).toHaveTextContent('b anders als bei Ihnen');
    unmount();
    renderWithKit(<DiffValue input={null} value="Germany" />, { locale: 'en' });
    expect(screen.getByText('missing in your data')).toBeInTheDocument();
  });
});
