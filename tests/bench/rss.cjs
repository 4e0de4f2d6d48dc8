// Preloaded into a benchmarked child (`node --require tests/bench/rss.cjs script ...`): on exit,
// writes to the file named by BENCH_RSS_FILE the process's peak resident set size
// (process.resourceUsage().maxRSS, in KB) and its CPU time (user and system, microseconds), as
// JSON: {"maxRSS":KB,"userCPUTime":us,"systemCPUTime":us}. Both are per process, so worker
// threads are included. Worker threads inherit --require; only the main thread writes.
'use strict';
const { isMainThread } = require('node:worker_threads');
const file = process.env.BENCH_RSS_FILE;
if (isMainThread && file) {
  process.on('exit', () => {
    try {
      const u = process.resourceUsage();
      require('node:fs').writeFileSync(file, JSON.stringify({ maxRSS: u.maxRSS, userCPUTime: u.userCPUTime, systemCPUTime: u.systemCPUTime }));
    } catch {
      // the benchmark reports a missing figure rather than crash the measured program
    }
  });
}
