/**
 * How a benchmark prints and keeps its figures: numbers, the machine and its load, tables (aligned
 * text or Markdown for docs/performance.md), targets met or missed, and the JSON file of figures.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';

/** A number with thousands separators and `digits` decimals (en-US, as docs/performance.md writes them). */
export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The machine in one line: cores, CPU, memory, system, Node. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${fmt(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** The load averages over 1, 5 and 15 minutes, e.g. "1.23 0.98 0.77". */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

/** The 1-minute load average. */
export function load(): number {
  return os.loadavg()[0]!;
}

/** A Markdown table, the first column left-aligned and the others right-aligned. */
export function markdownTable(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** A text table in columns, the first left-aligned and the others right-aligned, with a rule under the head. */
export function alignedTable(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A target: what it asks, whether it was met, and the figure that decides. */
export type Target = [name: string, met: boolean, figure: string];

/** One line per target: "met" or "MISSED", the target and its figure. */
export function targetLines(targets: Target[]): string {
  return targets
    .map(([name, met, figure]) => `  ${met ? 'met    ' : 'MISSED '} ${name}: ${figure}`)
    .join('\n');
}

/** Writes the figures as indented JSON; returns the file. */
export function writeFigures(file: string, figures: unknown): string {
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  return file;
}
