// Preloaded into a benchmarked child (`node --require tests/bench/rss.cjs script ...`): on exit,
// writes the process's peak resident set size, process.resourceUsage().maxRSS in KB, to the
// file named by BENCH_RSS_FILE. maxRSS is per process, so worker threads' memory is included.
// Worker threads inherit --require; only the main thread writes.
'use strict';
const { isMainThread } = require('node:worker_threads');
const file = process.env.BENCH_RSS_FILE;
if (isMainThread && file) {
  process.on('exit', () => {
    try {
      require('node:fs').writeFileSync(file, String(process.resourceUsage().maxRSS));
    } catch {
      // the benchmark reports a missing figure rather than crash the measured program
    }
  });
}
