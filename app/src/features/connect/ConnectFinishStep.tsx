import { useCallback, useEffect, useRef, useState } from 'react';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { ConnectFinishResult } from '@datacare/api-client';
import { ConnectFinishPanel, RenameListDialog } from '@datacare/ui-kit';
import { useNotify } from '../../lib/notifications/NotificationsProvider.tsx';
import { useBatchId } from '../import/ImportWizard.tsx';
import type { ConnectTarget } from '../import/wizard/steps.ts';
import { finishConnectImport, finishedResults, renameConnectList } from './api/finish.ts';

type FinishState = { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; result: ConnectFinishResult };

/**
 * Step 3 of the connect import (/connect-import/finished?id=…&listId=…&mode=…): changes the list
 * once (loading until done), then shows the list, the counts and whether the list was created,
 * with a rename dialog and the note that the user may leave (spec 2 Connect import, 3 Connect
 * finish result, 8 Connect). A reload shows the same result instead of changing the list again.
 */
export function ConnectFinishStep({ target }: { target: ConnectTarget }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const batchId = useBatchId();
  const storageKey = batchId ? finishedResults.key(batchId, target) : null;
  const [state, setState] = useState<FinishState>(() => {
    const stored = storageKey ? finishedResults.read(storageKey) : null;
    return stored ? { kind: 'done', result: stored } : { kind: 'loading' };
  });
  const [renaming, setRenaming] = useState(false);
  const started = useRef(state.kind === 'done');

  const finish = useCallback(async () => {
    if (!batchId || !storageKey) return;
    setState({ kind: 'loading' });
    try {
      const result = await finishConnectImport(batchId, target);
      finishedResults.write(storageKey, result);
      setState({ kind: 'done', result });
    } catch (error) {
      console.warn('Finishing the connect import failed', error);
      setState({ kind: 'error' });
    }
  }, [batchId, storageKey, target]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finish();
  }, [finish]);

  const result = state.kind === 'done' ? state.result : null;

  const onRename = async (listName: string) => {
    if (!batchId || !result || !storageKey) return;
    const saved = await renameConnectList(batchId, result.listId, listName);
    const renamed = { ...result, listName: saved };
    finishedResults.write(storageKey, renamed);
    setState({ kind: 'done', result: renamed });
    setRenaming(false);
    notify({ severity: 'success', message: t('connect.renamed', { name: saved }) });
  };

  return (
    <Paper sx={{ p: 3 }}>
      <ConnectFinishPanel
        state={state.kind}
        result={result}
        listHref={result?.listUrl}
        // The page's own heading: the last step of the connect import, like the steps before it.
        headingComponent="h1"
        onRetry={() => void finish()}
        onRename={() => setRenaming(true)}
      />
      {result && (
        <RenameListDialog
          open={renaming}
          currentName={result.listName}
          onSubmit={onRename}
          onClose={() => setRenaming(false)}
        />
      )}
    </Paper>
  );
}
