import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { AdditionalColumnsSelect } from '../AdditionalColumnsSelect/AdditionalColumnsSelect.tsx';
import { ExampleRowPager } from '../ExampleRowPager/ExampleRowPager.tsx';
import { MappingFieldSelect } from '../MappingFieldSelect/MappingFieldSelect.tsx';
import { MappingSection } from '../MappingSection/MappingSection.tsx';
import {
  MappingValidationAlert,
  type MappingValidation,
} from '../MappingValidationAlert/MappingValidationAlert.tsx';
import { StartMatchingButton } from '../StartMatchingButton/StartMatchingButton.tsx';
import { UploadRowLimitAlert } from '../UploadArea/UploadRowLimitAlert.tsx';
import { customerColumns, detectedMapping, exampleRows } from './MappingForm.fixtures.ts';
import {
  MAPPING_BASE_FIELDS,
  MAPPING_METADATA_FIELDS,
  type MappingField,
  type MappingPair,
} from './mappingFields.ts';
import { useMappingForm, type MappingRules } from './useMappingForm.ts';

/**
 * Stand-in for the api-client rule `validateMapping` (spec 5 Mapping), which the app passes in
 * `rules`; the kit cannot import it. Error without company name or Datacare ID, warning without an
 * identifying combination.
 */
function demoValidation(pairs: readonly MappingPair[]): MappingValidation {
  const mapped = new Set(pairs.map((pair) => pair.internalField));
  if (!mapped.has('company_name') && !mapped.has('provider_id')) {
    return { status: 'error', messageKey: 'required_missing' };
  }
  const combinations: MappingField[][] = [
    ['provider_id'],
    ['location', 'street'],
    ['location', 'street_name', 'street_number'],
    ['hr_id', 'hr_location'],
    ['vat_id'],
  ];
  return combinations.some((fields) => fields.every((field) => mapped.has(field)))
    ? { status: 'ok', messageKey: null }
    : { status: 'warning', messageKey: 'missing_infos' };
}

const rules: MappingRules = { validate: demoValidation };

interface MappingScreenProps {
  initialPairs: MappingPair[];
  rowCount: number;
  maxRowsExceeded?: boolean;
  onStart: (pairs: MappingPair[], additionalColumns: string[]) => void;
  onCancel: () => void;
}

/** The mapping step as the app composes it from the kit's pieces and `useMappingForm`. */
function MappingScreen({
  initialPairs,
  rowCount,
  maxRowsExceeded = false,
  onStart,
  onCancel,
}: MappingScreenProps) {
  const form = useMappingForm({ initialPairs, columns: customerColumns, exampleRows, rules });
  const { validation } = form;
  const fieldSelect = (field: MappingField) => (
    <MappingFieldSelect
      key={field}
      field={field}
      columns={customerColumns}
      value={form.mapping[field] ?? null}
      onChange={(column) => form.assign(field, column)}
      takenColumns={form.columnsTakenByOthers(field)}
      exampleValue={form.exampleValue(form.mapping[field])}
    />
  );
  return (
    <Stack sx={{ gap: 2, maxWidth: 960 }}>
      {maxRowsExceeded && <UploadRowLimitAlert maxUploadRows={50000} />}
      <ExampleRowPager
        page={form.exampleIndex}
        count={form.exampleCount}
        onPageChange={form.setExampleIndex}
        sx={{ alignSelf: 'flex-end' }}
      />
      <Box>
        <MappingSection
          section="base"
          count={form.assignedCount(MAPPING_BASE_FIELDS)}
          total={MAPPING_BASE_FIELDS.length}
        >
          {MAPPING_BASE_FIELDS.map(fieldSelect)}
        </MappingSection>
        <MappingSection
          section="metadata"
          count={form.assignedCount(MAPPING_METADATA_FIELDS)}
          total={MAPPING_METADATA_FIELDS.length}
        >
          {MAPPING_METADATA_FIELDS.map(fieldSelect)}
        </MappingSection>
        <MappingSection section="additional" count={form.additionalColumns.length}>
          <AdditionalColumnsSelect
            columns={customerColumns}
            value={form.additionalColumns}
            onChange={form.setAdditionalColumns}
            mappedColumns={form.assignedColumns}
          />
        </MappingSection>
      </Box>
      <MappingValidationAlert validation={validation} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" onClick={onCancel}>
          Abbrechen
        </Button>
        <StartMatchingButton
          rowCount={rowCount}
          validation={validation}
          onClick={() => void form.submit(onStart)}
        />
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'ui-kit/Mapping/Mapping screen',
  component: MappingScreen,
  parameters: {
    docs: {
      description: {
        component: `The mapping step as the app composes it from kit parts: \`UploadSourceBar\`, \`ExampleRowPager\`, three
\`MappingSection\` accordions of \`MappingFieldSelect\` selects and the \`AdditionalColumnsSelect\`, \`MappingValidationAlert\` and
\`StartMatchingButton\`, all fed by the headless hook \`useMappingForm\` (react-hook-form with
\`mappingFormSchema\`). The story's \`MappingScreen\` stands in for the app's page; the hook and the parts
are what the kit exports.

## Usage

\`\`\`tsx
const rules = useMemo(() => mappingRules(upload), [upload]); // api-client validateMapping, mappingProblems
const form = useMappingForm({
  initialPairs: upload.detectedMapping,
  columns: upload.customerColumns,
  exampleRows: upload.exampleValues,
  rules,
});

<MappingFieldSelect
  field="company_name"
  columns={upload.customerColumns}
  value={form.mapping.company_name ?? null}
  onChange={(column) => form.assign('company_name', column)}
  takenColumns={form.columnsTakenByOthers('company_name')}
  exampleValue={form.exampleValue(form.mapping.company_name)}
/>
<MappingValidationAlert validation={form.validation} />
<StartMatchingButton
  rowCount={upload.stats.rows.total}
  validation={form.validation}
  onClick={() => void form.submit((pairs, additionalColumns) => start(pairs, additionalColumns))}
/>
\`\`\`

The hook has no MUI and no texts; the parts take theirs from the \`kit\` namespace.

## Do

- Pass api-client's rules in \`rules\` and keep the object's identity between renders (\`useMemo\`).
- Start through \`form.submit\`: it checks the mapping with the rules once more and hands over the pairs
  in field order.
- After the file was read again (another sheet or encoding) call \`form.reset(answer.detectedMapping)\`
  and \`form.setExampleIndex(0)\`.

## Don't

- Don't keep a second copy of the mapping in the page: read \`form.mapping\`, \`form.pairs\` and
  \`form.additionalColumns\`.
- Don't write the validation rule into the page or the kit: it is api-client's, and the server applies
  the same one.
- Don't set values on the react-hook-form instance (\`form.form\`) directly: "one column, one field" is
  kept by \`assign\` and \`setAdditionalColumns\`.`,
      },
    },
  },
  args: { initialPairs: detectedMapping, rowCount: 1234, onStart: fn(), onCancel: fn() },
  argTypes: {
    initialPairs: {
      description: "The detected mapping the form starts from (`useMappingForm`'s `initialPairs`).",
    },
    rowCount: { description: 'Rows of the import, named on the start button.' },
    maxRowsExceeded: { description: 'Shows the row-limit warning above the mapping.' },
    onStart: { description: 'Receives the pairs and the additional columns from `form.submit`.' },
    onCancel: { description: 'The cancel button.' },
  },
} satisfies Meta<typeof MappingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The detected mapping: company name, address and contact data mapped, ready to start. */
export const Detected: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Stammdaten 6 von 13 zugeordnet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Metadaten 3 von 9 zugeordnet' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Die Zuordnung ist vollständig.');
    await userEvent.click(canvas.getByRole('button', { name: 'Verarbeitung starten (1.234 Zeilen)' }));
    // The detected pairs are already in field order, so they come back as they went in.
    await expect(args.onStart).toHaveBeenCalledWith(detectedMapping, []);
  },
};

/** Paging the example rows changes the values beside the selects. */
export const PageExamples: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Müller Logistik GmbH')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Beispielzeile' }));
    await expect(canvas.getByText('Beispielzeile 2 von 3')).toBeVisible();
    await expect(canvas.getByText('Schneider & Söhne Feinmechanik KG')).toBeVisible();
  },
};

/** Unmapping the company name blocks the start with an error. */
export const RequiredMissing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^Firmenname/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nicht zugeordnet' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Mindestens 1 Pflichtfeld ist nicht zugeordnet',
    );
    await expect(canvas.getByRole('button', { name: /Verarbeitung starten/ })).toBeDisabled();
  },
};

/** Without street and city the mapping only warns. */
export const NotEnoughFields: Story = {
  args: { initialPairs: detectedMapping.filter((pair) => pair.internalField !== 'street') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Es sind nicht genügend Felder zugeordnet');
    await expect(canvas.getByRole('button', { name: /Verarbeitung starten/ })).toBeEnabled();
  },
};

/** A column mapped to one field is disabled in the others and in the additional columns. */
export const AssignedColumnsDisabled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^Handelsregisternummer/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /^Firma/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'HRB' }));
    await expect(canvas.getByRole('button', { name: 'Stammdaten 7 von 13 zugeordnet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /^Zusätzliche Spalten/ }));
    await expect(await screen.findByRole('option', { name: /^HRB/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** A file over the row limit: the warning stands above the mapping. */
export const RowLimitExceeded: Story = {
  args: { maxRowsExceeded: true, rowCount: 50000 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Es können nur die ersten 50.000 Zeilen importiert werden\./),
    ).toBeVisible();
  },
};

/** Nothing detected. */
export const NothingMapped: Story = {
  args: { initialPairs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Stammdaten 0 von 13 zugeordnet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Verarbeitung starten/ })).toBeDisabled();
  },
};
