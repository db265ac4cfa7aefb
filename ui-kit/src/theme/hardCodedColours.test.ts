import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Kit components take every colour from the theme (palette slots, `alpha()` of them), so a host's
 * `createKitTheme` restyles all of them. This test reads the kit's sources and fails on a colour
 * written into one: hex (#rgb, #rrggbb...), rgb()/hsl() and the like, a CSS colour name used as a
 * value ('white', '1px solid black') or MUI's fixed colour sets (@mui/material/colors). Only the
 * theme itself (ui-kit/src/theme) names colours; tests, stories and fixtures may. `common.white`
 * and `grey[500]` are palette slots and fine. The sister-brand story run checks what is drawn.
 */

/** Every source of the kit a host gets: components, hooks, utils, i18n; not the theme, tests, stories. */
const sources = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '!../theme/**',
    '!../test/**',
    '!../**/*.test.{ts,tsx}',
    '!../**/*.stories.{ts,tsx}',
    '!../**/*.fixtures.{ts,tsx}',
    '!../**/*.d.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The CSS named colours (CSS Color 4), without `transparent` and `currentColor`. */
const NAMED_COLOURS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
  burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
  darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid
  darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet
  deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro
  ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow
  lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
  mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen
  mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace
  olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred
  papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue
  saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey
  snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
  yellowgreen`.split(/\s+/),
);

const HEX = /(?:^|[^\w&])(#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4}))(?![\w-])/i;
const COLOUR_FUNCTION = /\b((?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\()/i;
/** A colour name after a border or outline style: `2px solid white`. */
const NAMED_AFTER_STYLE = /\b(?:solid|dashed|dotted|double|groove|ridge|inset|outset)\s+([a-z]+)\b/i;

/** One hard-coded colour: where and what. */
interface ColourFinding {
  line: number;
  found: string;
}

/** The colours written into one source file (string and template literals; comments do not count). */
function findHardCodedColours(fileName: string, text: string): ColourFinding[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const findings: ColourFinding[] = [];
  const report = (node: ts.Node, found: string) =>
    findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, found });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // MUI's fixed colour sets (red[700], blue[500]...) are colours no theme changes.
      if (/^@mui\/material\/colors(\/|$)/.test(node.moduleSpecifier.text))
        report(node, `import from '${node.moduleSpecifier.text}'`);
      return;
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const value = node.text;
      const hex = HEX.exec(value)?.[1];
      const fn = COLOUR_FUNCTION.exec(value)?.[1];
      const name = value.trim().toLowerCase();
      const afterStyle = NAMED_AFTER_STYLE.exec(value)?.[1]?.toLowerCase();
      if (hex) report(node, hex);
      else if (fn) report(node, fn);
      else if (NAMED_COLOURS.has(name)) report(node, `'${value}'`);
      else if (afterStyle && NAMED_COLOURS.has(afterStyle)) report(node, afterStyle);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

describe('hard-coded colours', () => {
  it('reads the kit sources', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('../AppHeader/AppHeader.tsx');
    expect(files.some((file) => file.startsWith('../theme/') || /\.(test|stories)\.tsx?$/.test(file))).toBe(
      false,
    );
  });

  it('are found in hex, colour functions, colour names and MUI colour imports', () => {
    const source = [
      "import { red } from '@mui/material/colors';", // 1
      "const a = { color: '#FFF' };", // 2
      "const b = <Box sx={{ bgcolor: '#0b3b75cc' }} />;", // 3
      'const c = `inset 4px 0 0 rgba(11, 59, 117, 0.4)`;', // 4
      "const d = { borderColor: 'White' };", // 5
      "const e = <Box sx={{ outline: '2px solid black' }} />;", // 6
      'const f = `1px dashed ${x} hsl(210 40% 20%)`;', // 7
      '<svg fill="red" />;', // 8
    ].join('\n');
    expect(findHardCodedColours('planted.tsx', source)).toEqual([
      { line: 1, found: "import from '@mui/material/colors'" },
      { line: 2, found: '#FFF' },
      { line: 3, found: '#0b3b75cc' },
      { line: 4, found: 'rgba(' },
      { line: 5, found: "'White'" },
      { line: 6, found: 'black' },
      { line: 7, found: 'hsl(' },
      { line: 8, found: "'red'" },
    ]);
  });

  it('are not theme slots, comments, anchors or words that merely contain a colour', () => {
    const source = [
      '// a comment may say #FFFFFF or rgb(0, 0, 0)',
      '/* or white */',
      "const a = { color: 'primary.main', fill: theme.palette.common.white, bg: 'grey.100' };",
      "const b = { outline: `2px solid ${theme.palette.primary.main}`, color: 'inherit' };",
      'const c = <a href="#main-content" className="DcWhiteSpace">{t(\'kit:white\')}</a>;',
      "const d = { textDecorationColor: 'currentColor', borderColor: 'transparent' };",
      "const e = 'alpha(primary, 0.5)'; const f = '&#160;';",
    ].join('\n');
    expect(findHardCodedColours('fine.tsx', source)).toEqual([]);
  });

  it('are nowhere in the kit outside its theme', () => {
    const findings = Object.entries(sources).flatMap(([file, text]) =>
      findHardCodedColours(file, text).map(
        ({ line, found }) => `ui-kit/src/${file.slice(3)}:${line}: ${found}`,
      ),
    );
    expect(findings, 'read the colour from the theme instead (palette slot, alpha() of one)').toEqual([]);
  });
});
