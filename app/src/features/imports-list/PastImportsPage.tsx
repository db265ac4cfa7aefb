import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  IMPORTS_PAGE_SIZE,
  sanitizeDisplayName,
  type ImportListItem,
  type ImportNameResponse,
} from '@datacare/api-client';
import {
  ConfirmDialog,
  ImportCard,
  ImportCardGrid,
  ListPagination,
  pageCountOf,
  SearchField,
  type ImportCardLinkProps,
} from '@datacare/ui-kit';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { useNotify } from '../../lib/notifications/NotificationsProvider.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useListQuery } from '../../lib/useListQuery.ts';
import { HISTORY_EXPORTS_KEY } from '../exports/api/keys.ts';
import { deleteImport } from './api/delete-import.ts';
import { IMPORTS_LIST_KEY, useImportsList } from './api/list-imports.ts';
import { saveImportTag } from './api/save-tag.ts';
import { importCardItem, openHrefOf } from './importCards.ts';

function RouterLinkAdapter({ href, ...props }: ImportCardLinkProps) {
  return <RouterLink to={href} {...props} />;
}

/** How the page names an import: its tag, or its file name when it has none. */
const nameOf = (item: ImportListItem) => item.tag || sanitizeDisplayName(item.fileName);

const isListKey = (prefix: string) => (key: unknown) => Array.isArray(key) && key[0] === prefix;

/**
 * /list (spec 2 Past-imports list): the user's imports as cards, 9 per page (`page` 1-based in the
 * address), each with its editable tag and the way to the furthest step it reached; search on
 * Enter or the button, Esc resets; delete asks first and removes everything of the import. A
 * failed call is notified (spec 8), and a list that could not load says so on the page.
 */
export function PastImportsPage() {
  const { t } = useTranslation();
  usePageTitle('titles.list');
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const { mutate } = useSWRConfig();
  const { page, search, setPage, setSearch } = useListQuery();
  const { data, error, isLoading, isValidating, mutate: reload } = useImportsList(page, search);
  // The import to delete stays named while the dialog fades out after `confirmOpen` ends.
  const [toDelete, setToDelete] = useState<ImportListItem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [savingTag, setSavingTag] = useState<string | null>(null);

  useEffect(() => {
    if (error) notifyApiError(error);
  }, [error, notifyApiError]);

  // A page past the end (after deleting the last card of the last page, or an old address) goes to
  // the last page there is.
  const pageCount = data ? pageCountOf(data.totalCount, IMPORTS_PAGE_SIZE) : page;
  useEffect(() => {
    if (data && !isValidating && page > pageCount) setPage(pageCount, { replace: true });
  }, [data, isValidating, page, pageCount, setPage]);

  const onSaveTag = async (item: ImportListItem, tag: string) => {
    setSavingTag(item.batchId);
    try {
      const saved: ImportNameResponse = await saveImportTag(item.batchId, tag);
      await reload(
        (current) =>
          current && {
            ...current,
            items: current.items.map((candidate) =>
              candidate.batchId === item.batchId ? { ...candidate, tag: saved.tag } : candidate,
            ),
          },
        { revalidate: false },
      );
    } catch (failure) {
      notifyApiError(failure);
    } finally {
      setSavingTag(null);
    }
  };

  const onConfirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteImport(toDelete.batchId);
      notify({ severity: 'success', message: t('pastImports.deleted', { name: nameOf(toDelete) }) });
      setConfirmOpen(false);
      // This list reloads; the exports of the import now carry "Import gelöscht".
      await Promise.all([mutate(isListKey(IMPORTS_LIST_KEY)), mutate(isListKey(HISTORY_EXPORTS_KEY))]);
    } catch (failure) {
      notifyApiError(failure);
      setConfirmOpen(false);
    } finally {
      setDeleting(false);
    }
  };

  const items = data?.items ?? [];
  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1">
          {t('pages.list')}
        </Typography>
        <SearchField
          value={search}
          onSearch={setSearch}
          label={t('pastImports.search')}
          placeholder={t('pastImports.searchPlaceholder')}
          sx={{ maxWidth: 560 }}
        />
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {t('pastImports.retry')}
              </Button>
            }
          >
            {t('pastImports.loadFailed')}
          </Alert>
        ) : (
          <ImportCardGrid loading={isLoading} aria-label={t('pastImports.listLabel')}>
            {items.map((item) => (
              <ImportCard
                key={item.batchId}
                item={importCardItem(item)}
                openHref={openHrefOf(item)}
                renderLink={RouterLinkAdapter}
                onSaveTag={(tag) => void onSaveTag(item, tag)}
                savingTag={savingTag === item.batchId}
                onDelete={() => {
                  setToDelete(item);
                  setConfirmOpen(true);
                }}
                deleting={deleting && toDelete?.batchId === item.batchId}
              />
            ))}
          </ImportCardGrid>
        )}
        {!error && data && (
          <ListPagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onChange={(next) => setPage(next)}
            disabled={isValidating}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={confirmOpen}
        title={t('pastImports.delete.title')}
        confirmLabel={t('pastImports.delete.confirm')}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setConfirmOpen(false)}
        confirming={deleting}
        destructive
      >
        {toDelete
          ? t('pastImports.delete.text', {
              name: nameOf(toDelete),
              fileName: sanitizeDisplayName(toDelete.fileName),
            })
          : ''}
      </ConfirmDialog>
    </Paper>
  );
}
