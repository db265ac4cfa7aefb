import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { ImportNotFound } from '@datacare/ui-kit';
import { useAppMode } from '../../app-mode/AppModeProvider.tsx';

/**
 * A wizard step whose import does not exist for the user (unknown, malformed or missing id, deleted,
 * or another account's: the server answers 404 alike). Shown by the wizard frame instead of the
 * step, so no step shows made-up states or offers next steps. Integration mode has no past-imports
 * list, so only the new upload is offered there; the connect import offers its own upload.
 */
export function ImportNotFoundPage({ uploadHref = '/import' }: { uploadHref?: string }) {
  const { mode } = useAppMode();
  return (
    <Paper sx={{ p: 3 }}>
      <ImportNotFound
        uploadHref={uploadHref}
        {...(mode === 'default' ? { pastImportsHref: '/list' } : {})}
        renderLink={({ href, children, ...rest }) => (
          <RouterLink to={href} {...rest}>
            {children}
          </RouterLink>
        )}
      />
    </Paper>
  );
}
