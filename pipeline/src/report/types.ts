/** The contract every reporter reads. Reporters are pure: report in, text out. */
import type { Diagnostic } from '../core/diagnostic.ts';

export interface CheckStats {
  /** Pages analysed (after drafts are dropped). */
  pages: number;
  /** Internal links and images checked. */
  links: number;
  /** Resolved navigation items across all sidebars. */
  navItems: number;
  /** Pages served from the incremental cache. */
  cached?: number;
  /** Pages read from disk (the others were taken from the cache by their unchanged size and times). */
  read?: number;
  /** Wall time of the check, in milliseconds. */
  durationMs?: number;
  /** Specs checked, their operations, and the wall time of loading and linting them (or taking them from the cache). */
  specs?: { count: number; operations: number; durationMs: number };
}

export interface Report {
  /** Findings to show, sorted by file, line, column, rule id. */
  diagnostics: Diagnostic[];
  errorCount: number;
  warningCount: number;
  stats: CheckStats;
  /** Tool version, for SARIF's driver. */
  toolVersion: string;
}

/** The one-line summary (used by more than one reporter). */
export type Reporter = (report: Report) => string;
