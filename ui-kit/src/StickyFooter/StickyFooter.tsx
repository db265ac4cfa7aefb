import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Props of `StickyFooter`. */
export interface StickyFooterProps {
  /** The step's main action and what the user must know before pressing it (a validation message). */
  children: ReactNode;
  /** Names the region for screen readers, e.g. "Verarbeitung starten". */
  'aria-label': string;
  /**
   * Styles for the bar (e.g. negative side margins to span a padded card). Kit components add no
   * outer margin of their own.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * A bar that stays at the bottom of the window while the form above it scrolls, so a long form's
 * main action (the mapping screen's start button) and its validation message are always in sight.
 * It sits in the flow at the end of its container and only sticks while the container reaches
 * below the window.
 *
 * ## Usage
 *
 * ```tsx
 * <Paper sx={{ p: 3 }}>
 *   <Stack sx={{ gap: 2 }}>{fields}</Stack>
 *   <StickyFooter aria-label={t('import.mapping.footer')} sx={{ mx: -3, mb: -3, mt: 3 }}>
 *     <MappingValidationAlert validation={validation} sx={{ flex: '1 1 24rem' }} />
 *     <StartMatchingButton rowCount={rows} validation={validation} onClick={start} sx={{ ml: 'auto' }} />
 *   </StickyFooter>
 * </Paper>
 * ```
 *
 * It has no texts of its own: the app names the region with `aria-label`.
 *
 * ## Do
 *
 * - Put it last in the container it belongs to: it sticks only while that container reaches below the
 *   window.
 * - Put the step's main action in it, with what the user must know before pressing it.
 * - Span a padded card with negative margins (`sx={{ mx: -3, mb: -3 }}`), as the mapping and export
 *   steps do.
 *
 * ## Don't
 *
 * - Don't place it outside the form's container (e.g. at the end of the page): it sticks only while its
 *   own container is in view, so it would not follow the form.
 * - Don't give it a fixed position or a portal: it would then cover the content after the form.
 */
export function StickyFooter({ children, sx, 'aria-label': ariaLabel }: StickyFooterProps) {
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box
      role="region"
      aria-label={ariaLabel}
      sx={[
        (theme) => ({
          position: 'sticky',
          bottom: 0,
          zIndex: theme.zIndex.appBar - 1,
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          px: 3,
          py: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: theme.shadows[4],
        }),
        ...extraSx,
      ]}
    >
      {children}
    </Box>
  );
}
