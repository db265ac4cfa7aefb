import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppTheme, HOUSE_BRAND, HOUSE_FONT_FAMILY } from './createAppTheme.ts';
import { createKitTheme } from './createKitTheme.ts';

const teal = '#00695C';
const aubergine = '#6B2D5C';
const brand = { primary: teal, secondary: aubergine };

/** A table pagination: its "rows per page" label is one of MUI's own texts. */
function Pagination() {
  return (
    <Table>
      <TableFooter>
        <TableRow>
          <TablePagination count={30} page={0} rowsPerPage={10} onPageChange={() => {}} />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

function renderIn(theme: Theme, ui: ReactNode) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

/** The styles a style override of the theme produces for it (functions are called with the theme). */
function overrideStyles(theme: Theme, component: 'MuiButtonBase' | 'MuiLinearProgress', slot: string) {
  const overrides = theme.components?.[component]?.styleOverrides as Record<string, unknown> | undefined;
  const style = overrides?.[slot];
  return typeof style === 'function' ? (style as (props: { theme: Theme }) => unknown)({ theme }) : style;
}

describe('createKitTheme', () => {
  it('puts the brand colours into the palette and derives their light and dark tones', () => {
    const { palette } = createKitTheme({
      brand: {
        ...brand,
        error: '#B3261E',
        success: { main: '#1B7A4A', dark: '#0F4D2E' },
        text: { primary: '#1E2A2D', secondary: '#4A5A5E' },
        background: { default: '#F2F6F5', paper: '#FEFEFE' },
        divider: '#D3DDDB',
      },
    });
    expect(palette.primary.main).toBe(teal);
    expect(palette.secondary.main).toBe(aubergine);
    expect(palette.primary.light).toBe('rgb(51, 135, 124)');
    expect(palette.primary.dark).toBe('rgb(0, 73, 64)');
    expect(palette.error.main).toBe('#B3261E');
    expect(palette.success.dark).toBe('#0F4D2E');
    expect(palette.text).toMatchObject({ primary: '#1E2A2D', secondary: '#4A5A5E' });
    expect(palette.background).toEqual({ default: '#F2F6F5', paper: '#FEFEFE' });
    expect(palette.divider).toBe('#D3DDDB');
  });

  it("keeps MUI's defaults for the slots a brand leaves out", () => {
    const { palette } = createKitTheme({ brand });
    expect(palette.warning.main).toBe('#ed6c02');
    expect(palette.background).toEqual({ default: '#fff', paper: '#fff' });
    expect(palette.text.primary).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('computes a contrast text of at least 4.5:1 for each brand colour', () => {
    const { palette } = createKitTheme({
      brand: { primary: teal, secondary: '#FFD54F', warning: '#F5A623' },
    });
    expect(palette.primary.contrastText).toBe('#fff');
    expect(palette.secondary.contrastText).toBe('rgba(0, 0, 0, 0.87)');
    // #F5A623 carries white at 2.1:1 only; MUI's default threshold (3) would also pick dark, a mid
    // tone such as #E8730C (white at 3.1:1) shows the kit's stricter threshold.
    expect(palette.warning.contrastText).toBe('rgba(0, 0, 0, 0.87)');
    expect(createKitTheme({ brand: { ...brand, info: '#E8730C' } }).palette.info.contrastText).toBe(
      'rgba(0, 0, 0, 0.87)',
    );
  });

  it('keeps a contrast text the brand names', () => {
    const { palette } = createKitTheme({
      brand: { primary: { main: teal, contrastText: '#FFF8E1' }, secondary: aubergine },
    });
    expect(palette.primary.contrastText).toBe('#FFF8E1');
  });

  it('has an 8 px spacing unit and medium controls when comfortable (the default)', () => {
    const theme = createKitTheme({ brand });
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.spacing(2)).toBe('16px');
    renderIn(
      theme,
      <>
        <Button>Speichern</Button>
        <TextField label="Name" />
        <Checkbox slotProps={{ input: { 'aria-label': 'Auswahl' } }} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveClass('MuiButton-sizeMedium');
    expect(screen.getByRole('textbox', { name: 'Name' }).closest('.MuiInputBase-root')).not.toHaveClass(
      'MuiInputBase-sizeSmall',
    );
    expect(screen.getByRole('checkbox', { name: 'Auswahl' }).closest('.MuiCheckbox-root')).toHaveClass(
      'MuiCheckbox-sizeMedium',
    );
  });

  it('has a 6 px spacing unit and small, dense controls when compact', () => {
    const theme = createKitTheme({ brand, density: 'compact' });
    expect(theme.spacing(1)).toBe('6px');
    expect(theme.spacing(2)).toBe('12px');
    renderIn(
      theme,
      <>
        <Button>Speichern</Button>
        <TextField label="Name" />
        <Checkbox slotProps={{ input: { 'aria-label': 'Auswahl' } }} />
        <Table aria-label="Werte">
          <TableBody>
            <TableRow>
              <TableCell>1</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveClass('MuiButton-sizeSmall');
    expect(screen.getByRole('textbox', { name: 'Name' }).closest('.MuiInputBase-root')).toHaveClass(
      'MuiInputBase-sizeSmall',
    );
    expect(screen.getByRole('checkbox', { name: 'Auswahl' }).closest('.MuiCheckbox-root')).toHaveClass(
      'MuiCheckbox-sizeSmall',
    );
    expect(screen.getByRole('cell', { name: '1' })).toHaveClass('MuiTableCell-sizeSmall');
  });

  it('lets a size a component sets itself win over the compact default', () => {
    renderIn(createKitTheme({ brand, density: 'compact' }), <Button size="large">Speichern</Button>);
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveClass('MuiButton-sizeLarge');
  });

  it('sets the font family and base size of every text; headings scale with the base size', () => {
    const font = '"Source Sans 3", "DejaVu Sans", sans-serif';
    const theme = createKitTheme({ brand, fontFamily: font, fontSize: 16 });
    expect(theme.typography.fontFamily).toBe(font);
    expect(theme.typography.fontSize).toBe(16);
    expect(theme.typography.body1.fontFamily).toBe(font);
    expect(theme.typography.h1.fontSize).toBe('2.2857rem');
    expect(createKitTheme({ brand }).typography.h1.fontSize).toBe('2rem');
    renderIn(theme, <Typography>Firmendaten</Typography>);
    expect(screen.getByText('Firmendaten')).toHaveStyle({ fontFamily: font });
  });

  it.each([
    [undefined, 'Zeilen pro Seite:'],
    ['fr', 'Lignes par page :'],
    ['en', 'Rows per page:'],
  ] as const)("gives MUI's component texts in the locale %s (German by default)", (locale, label) => {
    renderIn(createKitTheme({ brand, locale, density: 'compact' }), <Pagination />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('draws the focus ring and progress bars from the theme being built', () => {
    const theme = createKitTheme({ brand, overrides: { shape: { borderRadius: 2 } } });
    expect(overrideStyles(theme, 'MuiButtonBase', 'root')).toEqual({
      '&.Mui-focusVisible': { outline: `2px solid ${teal}`, outlineOffset: 2 },
    });
    expect(overrideStyles(theme, 'MuiLinearProgress', 'root')).toEqual({ borderRadius: 1, height: 6 });
    const compact = createKitTheme({ brand, density: 'compact' });
    expect(overrideStyles(compact, 'MuiLinearProgress', 'root')).toEqual({ borderRadius: 4, height: 4 });
  });

  it('lets overrides win, a palette colour in them still getting its tones computed', () => {
    const theme = createKitTheme({
      brand,
      density: 'compact',
      fontFamily: 'Arial, sans-serif',
      overrides: {
        palette: { primary: { main: '#6A1B9A' } },
        typography: { fontFamily: 'Georgia, serif' },
        spacing: 5,
        components: { MuiButton: { defaultProps: { size: 'large' } } },
      },
    });
    expect(theme.palette.primary.main).toBe('#6A1B9A');
    expect(theme.palette.primary.light).toBe('rgb(135, 72, 174)');
    expect(theme.palette.secondary.main).toBe(aubergine);
    expect(theme.typography.fontFamily).toBe('Georgia, serif');
    expect(theme.spacing(1)).toBe('5px');
    renderIn(
      theme,
      <>
        <Button>Speichern</Button>
        <Checkbox slotProps={{ input: { 'aria-label': 'Auswahl' } }} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveClass('MuiButton-sizeLarge');
    // The other compact defaults stay.
    expect(screen.getByRole('checkbox', { name: 'Auswahl' }).closest('.MuiCheckbox-root')).toHaveClass(
      'MuiCheckbox-sizeSmall',
    );
  });
});

describe('createAppTheme (the house preset)', () => {
  it('is the kit theme with the house brand, font and comfortable density', () => {
    const theme = createAppTheme();
    expect(theme.palette.primary.main).toBe('#0B3B75');
    expect(theme.palette.secondary.main).toBe('#E8730C');
    expect(theme.palette.background.default).toBe(HOUSE_BRAND.background?.default);
    expect(theme.typography.fontFamily).toBe(HOUSE_FONT_FAMILY);
    expect(theme.spacing(1)).toBe('8px');
  });

  it('takes the kit options, e.g. a compact house theme in English', () => {
    const theme = createAppTheme({ density: 'compact', locale: 'fr' });
    expect(theme.palette.primary.main).toBe('#0B3B75');
    expect(theme.spacing(1)).toBe('6px');
    renderIn(theme, <Pagination />);
    expect(screen.getByText('Lignes par page :')).toBeInTheDocument();
  });
});
