import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { compareValues } from './compareValues.ts';

/** Props of {@link DiffValue}. */
export interface DiffValueProps {
  /** The candidate's value that is shown. */
  value: string | null;
  /** The input row's value it is compared with. */
  input: string | null;
  /**
   * Screen-reader text after a differing value.
   * @default t('kit:diffValue.different', { input }) – "weicht von Ihren Daten ab: Hauptstr. 3"
   */
  differentText?: string;
  /**
   * Screen-reader text after a value the input lacks.
   * @default t('kit:diffValue.missingOnInput') – "fehlt in Ihren Daten"
   */
  missingOnInputText?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const iconSx = { fontSize: '1em', flexShrink: 0, alignSelf: 'center' } as const;

/**
 * A candidate's value compared with the input's (spec 2 Review page): red when it differs, green
 * when the input lacks it, plain when it is the same (ignoring case and whitespace). Never colour
 * alone: a differing value carries an error icon and a dotted underline, an added one a plus icon,
 * and screen readers hear what the colour means ("weicht von Ihren Daten ab: Hauptstr. 3"). An empty
 * value shows a dash, read as "keine Angabe".
 */
export function DiffValue({ value, input, differentText, missingOnInputText, sx }: DiffValueProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const comparison = compareValues(input, value);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const shown = value?.trim() ?? '';

  if (shown === '') {
    return (
      <Box component="span" sx={[{ color: 'text.secondary' }, ...extraSx]}>
        <span aria-hidden="true">–</span>
        <Box component="span" sx={visuallyHidden}>
          {t('diffValue.empty')}
        </Box>
      </Box>
    );
  }
  if (comparison === 'different') {
    return (
      <Box
        component="span"

        sx={[{ color: 'error.main', display: 'inline-flex', gap: 0.5, alignItems: 'baseline' }, ...extraSx]}
      >
        <ErrorOutlineIcon aria-hidden="true" sx={iconSx} />
        <Box
          component="span"
          sx={{
            textDecoration: 'underline dotted',
            textUnderlineOffset: '0.2em',
            overflowWrap: 'break-word',
          }}
        >
          {shown}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {differentText ?? t('diffValue.different', { input: input?.trim() ?? '' })}
        </Box>
      </Box>
    );
  }
  if (comparison === 'missingOnInput') {
    return (
      <Box
        component="span"

        sx={[
          {
            color: 'success.main',
            display: 'inline-flex',
            gap: 0.5,
            alignItems: 'baseline',
            fontWeight: 600,
          },
          ...extraSx,
        ]}
      >
        <AddCircleOutlineIcon aria-hidden="true" sx={iconSx} />
        <Box component="span" sx={{ overflowWrap: 'break-word' }}>
          {shown}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {missingOnInputText ?? t('diffValue.missingOnInput')}
        </Box>
      </Box>
    );
  }
  return (
    <Box component="span" sx={[{ overflowWrap: 'break-word' }, ...extraSx]}>
      {shown}
    </Box>
  );
}
