import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { UploadArea } from './UploadArea.tsx';

/**
 * Fires a drag event carrying one file, as a drag from the desktop does. Built by hand: chromium's
 * DragEvent takes only a real DataTransfer, which Testing Library's `fireEvent` cannot pass on.
 */
function drag(target: Element, type: 'dragenter' | 'dragover' | 'drop', file: File): void {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

const customerFile = () =>
  new File(['Firma;PLZ;Ort\nMüller Logistik GmbH;80331;München'], 'Bestandskunden Süd 2024.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const meta = {
  title: 'ui-kit/Import/UploadArea',
  component: UploadArea,
  tags: ['autodocs'],
  args: { onFile: fn() },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof UploadArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: a file picked with the button goes to `onFile`. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Datei hochladen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Datei auswählen' })).toBeEnabled();
    await userEvent.upload(canvas.getByLabelText('Datei auswählen', { selector: 'input' }), customerFile());
    await expect(args.onFile).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A file is dragged over the area: the zone lights up and asks to drop it. */
export const DraggingOver: Story = {
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('group', { name: 'Datei hochladen' });
    drag(zone, 'dragenter', customerFile());
    await expect(await canvas.findByText('Datei jetzt hier ablegen')).toBeVisible();
  },
};

/** Dropping the file hands it over and the zone goes back to idle. */
export const Dropped: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole('group', { name: 'Datei hochladen' });
    drag(zone, 'dragenter', customerFile());
    drag(zone, 'drop', customerFile());
    await expect(args.onFile).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Ziehen Sie Ihre Datei hierher oder')).toBeVisible();
  },
};

/** A PDF is refused before anything is sent. */
export const WrongFileType: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole('group', { name: 'Datei hochladen' });
    drag(zone, 'drop', new File(['%PDF-1.7'], 'Angebot Müller.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '„Angebot Müller.pdf“ kann nicht importiert werden. Bitte wählen Sie eine Datei im Format .xls, .xlsx oder .csv.',
    );
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** Uploading: a determinate bar with the percent; the button is gone and drops are ignored. */
export const Uploading: Story = {
  args: { progress: 42 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Fortschritt des Uploads' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getByText('Datei wird hochgeladen … 42 %')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    drag(canvas.getByRole('group'), 'drop', customerFile());
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** The server refused the file (spec 8 Upload: its message is shown). */
export const Error: Story = {
  args: { error: 'ParseError: Die Datei ist beschädigt oder kein gültiges Excel-Dokument.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Der Upload ist fehlgeschlagen')).toBeVisible();
    await expect(canvas.getByText(/Die Datei ist beschädigt/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Datei auswählen' })).toBeEnabled();
  },
};

/** The file was longer than the row limit: only the first rows are imported. */
export const RowLimitExceeded: Story = {
  args: { maxRowsExceeded: true, maxUploadRows: 50000 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Die Datei enthält mehr Zeilen als erlaubt. Es können nur die ersten 50.000 Zeilen importiert werden.',
      ),
    ).toBeVisible();
  },
};

/** With a sample file to download. */
export const WithSampleFile: Story = {
  args: { sampleFileHref: '/samples/datacare-beispiel.xlsx' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Beispieldatei herunterladen' });
    await expect(link).toHaveAttribute('href', '/samples/datacare-beispiel.xlsx');
    await expect(link).toHaveAttribute('download');
  },
};

/** Disabled: nothing can be picked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Datei auswählen' })).toBeDisabled();
  },
};

/** The file button is reachable with the keyboard. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Datei auswählen' })).toHaveFocus();
    await waitForRipples();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { maxRowsExceeded: true, maxUploadRows: 50000, sampleFileHref: '/samples/sample.xlsx' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await expect(canvas.getByText(/Only the first 50,000 rows can be imported\./)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { progress: 87 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progression du chargement' })).toBeVisible();
    await expect(canvas.getByText(/Chargement du fichier … 87/)).toBeVisible();
  },
};
