import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Props of {@link StickyFooter}. */
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
