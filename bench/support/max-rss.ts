/**
 * Preloaded into the child processes of a benchmark (`node --import`, processes.ts): reports the
 * process's peak resident set size on stderr when it exits, for `maxRssMb` to read.
 */
process.on('exit', () => process.stderr.write(`\nmax-rss-kb=${process.resourceUsage().maxRSS}\n`));
