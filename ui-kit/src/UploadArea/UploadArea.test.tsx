import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithKit } from '../test/render.tsx';
import { UploadArea } from './UploadArea.tsx';
import { isAcceptedUploadFile } from './useUploadArea.ts';

const xlsx = () => new File(['id;name'], 'Bestandskunden Süd.xlsx', { type: 'application/vnd.ms-excel' });
const pdf = () => new File(['%PDF'], 'Angebot.pdf', { type: 'application/pdf' });

describe('UploadArea', () => {
  it('hands a picked file to onFile through a real, labelled file button', async () => {
    const onFile = vi.fn();
    const { user } = renderWithKit(<UploadArea onFile={onFile} />);
    expect(screen.getByRole('group', { name: 'Datei hochladen' })).toHaveAccessibleDescription(
      'Erlaubte Formate: .xls, .xlsx, .csv',
    );
    const input = screen.getByLabelText('Datei auswählen', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.xls,.xlsx,.csv');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Datei auswählen' }));
    expect(click).toHaveBeenCalledOnce();
    await user.upload(input, xlsx());
    expect(onFile).toHaveBeenCalledOnce();
    expect(onFile.mock.calls[0]?.[0]).toBeInstanceOf(File);
    expect((onFile.mock.calls[0]?.[0] as File).name).toBe('Bestandskunden Süd.xlsx');
  });

  it('refuses a file of another type with a translated error and accepts the next good one', async () => {
    const onFile = vi.fn();
    renderWithKit(<UploadArea onFile={onFile} />);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Datei auswählen', { selector: 'input' });
    await user.upload(input, pdf());
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '„Angebot.pdf“ kann nicht importiert werden. Bitte wählen Sie eine Datei im Format .xls, .xlsx oder .csv.',
    );
    await user.upload(input, xlsx());
    expect(onFile).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the drop hint while a file is dragged over and takes the dropped file', () => {
    const onFile = vi.fn();
    renderWithKit(<UploadArea onFile={onFile} />, { locale: 'en' });
    const zone = screen.getByRole('group', { name: 'Upload file' });
    expect(screen.getByText('Drag your file here or')).toBeVisible();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(screen.getByText('Drop the file here now')).toBeVisible();
    fireEvent.dragLeave(zone);
    expect(screen.getByText('Drag your file here or')).toBeVisible();
    fireEvent.dragEnter(zone);
    fireEvent.drop(zone, { dataTransfer: { files: [xlsx()] } });
    expect(onFile).toHaveBeenCalledOnce();
    expect(screen.getByText('Drag your file here or')).toBeVisible();
  });

  it('shows progress in percent while uploading and takes no file meanwhile', () => {
    const onFile = vi.fn();
    renderWithKit(<UploadArea onFile={onFile} progress={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt des Uploads' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Datei wird hochgeladen … 42 %')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Datei auswählen' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Datei hochladen' })).toHaveAttribute('aria-busy', 'true');
    const zone = screen.getByRole('group');
    fireEvent.drop(zone, { dataTransfer: { files: [xlsx()] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('draws the bar exactly as far as the number says, without an animation that lags behind', () => {
    renderWithKit(<UploadArea onFile={vi.fn()} progress={100} />);
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt des Uploads' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Datei wird hochgeladen … 100 %')).toBeVisible();
    expect(bar.querySelector('.MuiLinearProgress-bar')).toHaveStyle({ transform: 'translateX(-0%)' });
    expect(getComputedStyle(bar.querySelector('.MuiLinearProgress-bar')!).transitionProperty).toMatch(
      /^(none|all)?$/,
    );
  });

  it('says when the file is sent and being read, with a progress of its own', () => {
    const onFile = vi.fn();
    renderWithKit(<UploadArea onFile={onFile} progress={100} processing />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Datei hochgeladen – sie wird jetzt gelesen und geprüft …',
    );
    expect(screen.getByRole('progressbar', { name: 'Die Datei wird gelesen' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(screen.queryByText(/Datei wird hochgeladen/)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Datei hochladen' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the server error, the row-limit warning and the sample file link', () => {
    renderWithKit(
      <UploadArea
        onFile={vi.fn()}
        error="ParseError: Zeile 12 konnte nicht gelesen werden"
        maxRowsExceeded
        maxUploadRows={50000}
        sampleFileHref="/samples/beispiel.xlsx"
      />,
    );
    expect(screen.getByText('Der Upload ist fehlgeschlagen')).toBeVisible();
    expect(screen.getByText('ParseError: Zeile 12 konnte nicht gelesen werden')).toBeVisible();
    expect(
      screen.getByText(
        'Die Datei enthält mehr Zeilen als erlaubt. Es können nur die ersten 50.000 Zeilen importiert werden.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Beispieldatei herunterladen' })).toHaveAttribute(
      'href',
      '/samples/beispiel.xlsx',
    );
  });

  it('disables the button when disabled', () => {
    renderWithKit(<UploadArea onFile={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeDisabled();
  });
});

describe('isAcceptedUploadFile', () => {
  it('accepts xls, xlsx and csv in any case and nothing else', () => {
    expect(isAcceptedUploadFile('kunden.xls')).toBe(true);
    expect(isAcceptedUploadFile('KUNDEN.XLSX')).toBe(true);
    expect(isAcceptedUploadFile('export 2024.csv')).toBe(true);
    expect(isAcceptedUploadFile('kunden.xlsx.pdf')).toBe(false);
    expect(isAcceptedUploadFile('kunden.xlsm')).toBe(false);
    expect(isAcceptedUploadFile('csv')).toBe(false);
    expect(isAcceptedUploadFile('.csv')).toBe(true);
    expect(isAcceptedUploadFile('daten.txt', ['.txt'])).toBe(true);
  });
});
