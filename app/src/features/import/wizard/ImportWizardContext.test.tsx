import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR, { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultExportOptions } from '@datacare/api-client';
import { server } from '../../../../../scripts/vitest/msw-server.ts';
import { anna } from '../../../testing/fixtures.ts';
import { sessionHandlers } from '../../../testing/handlers.ts';
import { exportInfoKey, qualityReportKey } from '../api/keys.ts';
import { ImportWizardProvider, useImportWizard } from './ImportWizardContext.tsx';

/** Stands in for the quality report and export steps: what they show from the batch's caches. */
function Steps({ loads }: { loads: Map<string, number> }) {
  const load = ([, kind, id]: readonly string[]) => {
    const n = (loads.get(`${kind}:${id}`) ?? 0) + 1;
    loads.set(`${kind}:${id}`, n);
    return Promise.resolve(`${kind} ${id} #${n}`);
  };
  const report = useSWR(qualityReportKey('b1'), load);
  const info = useSWR(exportInfoKey('b1'), load);
  const other = useSWR(qualityReportKey('b2'), load);
  const { exportOptions, setExportOptions, reviewChanged, reset } = useImportWizard();
  return (
    <div>
      <p>{report.data}</p>
      <p>{info.data}</p>
      <p>{other.data}</p>
      <p>{`${exportOptions.exportFileType} ${exportOptions.delimiter}`}</p>
      <p>{`type ${exportOptions.exportType}`}</p>
      <button onClick={() => setExportOptions({ ...exportOptions, exportFileType: 'csv', delimiter: ',' })}>
        csv
      </button>
      <button onClick={() => reviewChanged('b1')}>decided</button>
      <button onClick={reset}>reset</button>
    </div>
  );
}

function renderSteps() {
  const loads = new Map<string, number>();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ImportWizardProvider>
        <Steps loads={loads} />
      </ImportWizardProvider>
    </SWRConfig>,
  );
  return { user: userEvent.setup(), loads };
}

describe('the import wizard state', () => {
  beforeEach(() => server.use(...sessionHandlers()));

  it('starts with the default export options', async () => {
    renderSteps();
    const { exportFileType, delimiter } = defaultExportOptions();
    expect(await screen.findByText(`${exportFileType} ${delimiter}`)).toBeInTheDocument();
  });

  it('drops the batch’s quality report and export info and resets the export options on a review change', async () => {
    const { user, loads } = renderSteps();
    expect(await screen.findByText('qualityReport b1 #1')).toBeInTheDocument();
    expect(await screen.findByText('exportInfo b1 #1')).toBeInTheDocument();
    expect(await screen.findByText('qualityReport b2 #1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'csv' }));
    expect(screen.getByText('csv ,')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'decided' }));

    expect(await screen.findByText('qualityReport b1 #2')).toBeInTheDocument();
    expect(await screen.findByText('exportInfo b1 #2')).toBeInTheDocument();
    expect(screen.getByText('xlsx ;')).toBeInTheDocument();
    // Another batch's report is not touched.
    expect(screen.getByText('qualityReport b2 #1')).toBeInTheDocument();
    await waitFor(() => expect(loads.get('qualityReport:b2')).toBe(1));
  });

  it('sets the default export options on reset', async () => {
    const { user } = renderSteps();
    await user.click(await screen.findByRole('button', { name: 'csv' }));
    expect(screen.getByText('csv ,')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByText('xlsx ;')).toBeInTheDocument();
  });

  it('starts a user who came from target 2 with the target 2 type, also after a reset (spec 4 Wizard)', async () => {
    server.use(
      ...sessionHandlers({ user: { ...anna, fromTarget: true, target2Permissions: { ACCESS: true } } }),
    );
    const { user } = renderSteps();
    expect(await screen.findByText('type target2_companyList')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'csv' }));
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByText('type target2_companyList')).toBeInTheDocument();
  });

  it('keeps the file type for a user from target 2 without target 2 access', async () => {
    server.use(
      ...sessionHandlers({ user: { ...anna, fromTarget: true, target2Permissions: { ACCESS: false } } }),
    );
    renderSteps();
    await waitFor(() => expect(screen.getByText('type file')).toBeInTheDocument());
  });
});
