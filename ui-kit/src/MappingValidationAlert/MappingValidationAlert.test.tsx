import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { MappingValidationAlert } from './MappingValidationAlert.tsx';

describe('MappingValidationAlert', () => {
  it('shows the required-missing error with a hint', () => {
    renderWithKit(
      <MappingValidationAlert validation={{ status: 'error', messageKey: 'required_missing' }} />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Mindestens 1 Pflichtfeld ist nicht zugeordnet');
    expect(status).toHaveTextContent('Ordnen Sie den Firmennamen oder die Datacare-ID');
    expect(status).toHaveClass('MuiAlert-colorError');
  });

  it('shows the missing-infos warning in English, without hint when asked', () => {
    renderWithKit(
      <MappingValidationAlert
        validation={{ status: 'warning', messageKey: 'missing_infos' }}
        showHint={false}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^There are not enough fields mapped$/);
  });

  it('uses the usual message of a status that comes without a key', () => {
    renderWithKit(<MappingValidationAlert validation={{ status: 'warning' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Es sind nicht genügend Felder zugeordnet');
  });

  it('shows a success note when ok, or nothing if not wanted', () => {
    const { rerender } = renderWithKit(<MappingValidationAlert validation={{ status: 'ok' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Die Zuordnung ist vollständig.');
    rerender(<MappingValidationAlert validation={{ status: 'ok' }} showOk={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the rows whose Datacare ID the server refused, the first 20 and how many more', () => {
    const rows = Array.from({ length: 1200 }, (_, i) => i + 2);
    renderWithKit(
      <MappingValidationAlert
        validation={{ status: 'error', messageKey: 'invalid_provider_ids', invalidRows: rows }}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveClass('MuiAlert-colorError');
    expect(status).toHaveTextContent('Die Datacare-ID-Spalte enthält ungültige IDs');
    expect(status).toHaveTextContent(
      'Betroffen sind 1.200 Zeilen: 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21 und 1.180 weitere.',
    );
  });

  it('names a single invalid row in the singular', () => {
    renderWithKit(
      <MappingValidationAlert
        validation={{ status: 'error', messageKey: 'invalid_provider_ids', invalidRows: [7] }}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The Datacare ID column holds an invalid IDRow 7 is affected.',
    );
  });
});
