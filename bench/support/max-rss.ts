/**
 * Preloaded into the child processes of a benchmark (`node --import`, processes.ts): reports the
 * process's peak resident set size and its CPU time (user + system, every thread) on stderr when
 * it exits, for `maxRssMb` and `cpuSeconds` to read.
 */
process.on('exit', () => {
  const cpu = process.cpuUsage();
  process.stderr.write(`\nmax-rss-kb=${process.resourceUsage().maxRSS}\ncpu-us=${cpu.user + cpu.system}\n`);
});
