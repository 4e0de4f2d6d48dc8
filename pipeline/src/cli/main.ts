/**
 * The command line: argv -> check | build | schemas; report; exit code.
 * 0: no errors. 1: errors (or more warnings than --max-warnings). 2: the
 * command itself could not run (bad arguments, no content folder).
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describeWriteError, writeFileAtomic } from '../core/write-file.ts';
import { parseArgs } from 'node:util';
import { BUILD_ID } from '../cache/cache.ts';
import { runCheck, type CheckResult } from '../check.ts';
import { countBySeverity } from '../core/diagnostic.ts';
import { UsageError } from '../load/files.ts';
import { createStylish } from '../report/stylish.ts';
import { isFormat, REPORTERS, type Format } from '../report/index.ts';
import type { Report } from '../report/types.ts';

declare const __PIPELINE_VERSION__: string | undefined;
const VERSION = typeof __PIPELINE_VERSION__ === 'string' ? __PIPELINE_VERSION__ : '0.0.0-dev';

const HELP = `Usage: pipeline <command> [options]

Commands:
  check [FILE...]   Check pages, sidebars, links (and specs); with files, report only their findings
  build             Check, then write dist/bundle (refuses on any error)
  sync              Create the API pages drift asks for; update drifted titles (refuses
                    while a spec does not load or two operations share an operationId)
  schemas           Write the JSON Schemas for editors to pipeline/schema/
  lsp               Language server over stdio for editors: findings as you type,
                    completion of doc ids, link paths, anchors and api ids, go to
                    definition (the root is the editor's workspace folder)
  dev               Serve the site from the content as it is, re-rendered and
                    reloaded in the browser on every save, with each page's
                    findings shown on it and in the terminal (Ctrl+C stops)

Options:
  --root DIR            Project folder holding content/ (default: current folder)
  --format NAME         stylish | json | sarif | github | junit (default: stylish)
  --output FILE, -o     Write the report to FILE instead of standard output
  --max-warnings N      Exit 1 when there are more than N warnings
  --no-cache            Analyse every page again, ignoring the incremental cache
  --external            Also request external links (cached for a day)
  --allow-remote-ref HOST
                        Let specs $ref http(s) files on HOST (repeatable; by default
                        remote $refs are refused, never fetched)
  --fix                 check: apply the fixes that cannot lose text (final newline,
                        list markers, a misspelt frontmatter key, API page titles)
  --base REF            check: compare routes with the pages at git REF (a branch, tag or
                        commit) instead of the last build: a route gone with no redirect is an error
  --out DIR             Bundle folder for build (default: ROOT/dist/bundle)
  --port N              dev: the port to serve on (default: 4321; 0 picks a free one)
  --host NAME           dev: the address to serve on (default: 127.0.0.1)
  --version, --help
`;

/** Passes of --fix at most: each fixes up to 50 findings of a rule per file (what a report lists). */
const MAX_FIX_PASSES = 100;

export async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        root: { type: 'string' },
        format: { type: 'string', default: 'stylish' },
        output: { type: 'string', short: 'o' },
        'max-warnings': { type: 'string' },
        'no-cache': { type: 'boolean', default: false },
        stdio: { type: 'boolean', default: false },
        external: { type: 'boolean', default: false },
        'allow-remote-ref': { type: 'string', multiple: true, default: [] },
        base: { type: 'string' },
        fix: { type: 'boolean', default: false },
        out: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        color: { type: 'boolean' },
        version: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = args;
  if (values.version) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const [command, ...files] = positionals;
  if (values.help || !command) {
    process.stdout.write(HELP);
    return command || values.help ? 0 : 2;
  }
  if (!isFormat(values.format)) return usage(`unknown --format "${values.format}"; use one of ${Object.keys(REPORTERS).join(', ')}`);
  const format: Format = values.format;
  let maxWarnings = Infinity;
  if (values['max-warnings'] !== undefined) {
    maxWarnings = Number(values['max-warnings']);
    if (!Number.isInteger(maxWarnings) || maxWarnings < 0) return usage('--max-warnings takes a whole number of 0 or more');
  }
  const root = resolve(values.root ?? '.');
  const allowRemoteRefs = values['allow-remote-ref'];
  const badHost = allowRemoteRefs.find((h) => !/^[A-Za-z0-9.-]+(:\d+)?$/.test(h));
  if (badHost !== undefined) return usage(`--allow-remote-ref takes a host name (example.com or example.com:8080), not "${badHost}"`);

  try {
    switch (command) {
      case 'check': {
        const only = files.length ? selectFiles(root, files) : undefined;
        let result = await runCheck({ root, cache: !values['no-cache'], external: values.external, allowRemoteRefs, baseRef: values.base });
        if (values.fix) {
          const { applyFixes } = await import('../fix/fix.ts');
          // A report lists 50 findings of a rule per file, so a file with more takes more than one pass.
          const fixedFiles = new Map<string, number>();
          for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
            const inScope = result.diagnostics.filter((d) => !only || [...only].some((f) => d.file === f || d.file.startsWith(`${f}/`)));
            const summaries = new Map<string, string>();
            for (const [key, page] of result.site.api.pageOf) {
              const op = result.site.api.operations.get(key);
              if (op) summaries.set(page.path, op.summary);
            }
            const fixed = applyFixes(root, inScope, summaries);
            if (fixed.files.size === 0) break;
            for (const [file, n] of fixed.files) fixedFiles.set(file, (fixedFiles.get(file) ?? 0) + n);
            result = await runCheck({ root, cache: !values['no-cache'], external: values.external, allowRemoteRefs, baseRef: values.base });
          }
          const total = [...fixedFiles.values()].reduce((a, b) => a + b, 0);
          for (const [file, n] of fixedFiles) process.stderr.write(`fixed ${n} in ${file}\n`);
          process.stderr.write(`pipeline check --fix: ${total} fix${total === 1 ? '' : 'es'} in ${fixedFiles.size} file${fixedFiles.size === 1 ? '' : 's'}\n`);
        }
        return emit(result, { format, only, output: values.output, maxWarnings, color: values.color ?? (process.stdout.isTTY === true && !values.output) });
      }
      case 'build': {
        if (files.length) return usage('build takes no files');
        const result = await runCheck({ root, external: values.external, body: true, allowRemoteRefs });
        const { errorCount } = countBySeverity(result.diagnostics);
        if (errorCount > 0) {
          emit(result, { format, output: values.output, maxWarnings: Infinity, color: process.stdout.isTTY === true });
          process.stderr.write(`pipeline build: refused, ${errorCount} error${errorCount === 1 ? '' : 's'}; nothing was written.\n`);
          return 1;
        }
        const { assembleBundle } = await import('../bundle/assemble.ts');
        const { writeBundle } = await import('../bundle/write.ts');
        const outDir = resolve(values.out ?? join(root, 'dist', 'bundle'));
        const bundle = assembleBundle(result.site);
        const { gitDates } = await import('../bundle/git-dates.ts');
        const dates = gitDates(root);
        for (const page of bundle.pages) {
          const date = dates.get(page.source);
          if (date) page.lastModified = date;
        }
        writeBundle(bundle, root, outDir);
        emit(result, { format, output: values.output, maxWarnings, color: process.stdout.isTTY === true });
        process.stderr.write(`pipeline build: wrote ${bundle.pages.length} pages to ${relative(process.cwd(), outDir) || '.'}\n`);
        return 0;
      }
      case 'sync': {
        if (files.length) return usage('sync takes no files');
        const result = await runCheck({ root, cache: !values['no-cache'], allowRemoteRefs });
        const { syncBlockers, syncPages } = await import('../spec/sync.ts');
        const blockers = syncBlockers(result.diagnostics);
        if (blockers.length) {
          emit({ ...result, diagnostics: blockers }, { format, output: values.output, maxWarnings: Infinity, color: process.stdout.isTTY === true });
          process.stderr.write(`pipeline sync: refused, ${blockers.length} problem${blockers.length === 1 ? '' : 's'} in the specs; nothing was written.\n`);
          return 1;
        }
        const synced = syncPages(result.site);
        for (const f of synced.created) process.stdout.write(`created ${f}\n`);
        for (const f of synced.retitled) process.stdout.write(`retitled ${f}\n`);
        for (const s of synced.skipped) process.stderr.write(`skipped ${s.operation}: ${s.reason}\n`);
        process.stdout.write(`pipeline sync: ${synced.created.length} pages created, ${synced.retitled.length} titles updated${synced.skipped.length ? `, ${synced.skipped.length} skipped` : ''}\n`);
        return synced.skipped.length ? 1 : 0;
      }
      case 'schemas': {
        const { writeEditorSchemas } = await import('./schemas.ts');
        const written = writeEditorSchemas(join(root, 'pipeline', 'schema'));
        process.stdout.write(`wrote ${written.join(', ')}\n`);
        return 0;
      }
      case 'lsp': {
        // Speaks the Language Server Protocol on stdin/stdout until the editor exits it.
        const { startLanguageServer } = await import('../lsp/server.ts');
        await startLanguageServer({ root: values.root });
        return 0;
      }
      case 'dev': {
        if (files.length) return usage('dev takes no files');
        const port = Number(values.port ?? 4321);
        if (!Number.isInteger(port) || port < 0 || port > 65535) return usage('--port takes a port number (0 to 65535)');
        const { startDev } = await import('../dev/server.ts');
        const dev = await startDev({ root, port, host: values.host ?? '127.0.0.1', allowRemoteRefs, color: values.color ?? process.stderr.isTTY === true });
        process.stdout.write(`pipeline dev: serving ${dev.url} (Ctrl+C stops)\n`);
        // Runs until Ctrl+C (or a TERM from a supervisor), then closes the watchers, the browsers' event streams and the server.
        await new Promise<void>((done) => {
          const stop = () => {
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            void dev.close().then(done, done);
            // Whatever still holds the event loop after 10 s (a stuck watcher, a worker) does not keep the process.
            setTimeout(() => process.exit(0), 10_000).unref();
          };
          process.on('SIGINT', stop);
          process.on('SIGTERM', stop);
        });
        process.stderr.write('pipeline dev: stopped\n');
        return 0;
      }
      default:
        return usage(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`pipeline: ${error.message}\n`);
      return 2;
    }
    const e = error as NodeJS.ErrnoException;
    if (typeof e.code === 'string' && typeof e.syscall === 'string') {
      // The disk, not the pipeline: a full disk, a read-only folder, a missing parent.
      process.stderr.write(`pipeline: ${e.path ? describeWriteError(e.path, e, e.syscall) : e.message}\n`);
      return 2;
    }
    process.stderr.write(`pipeline: internal error: ${e.message}\n`);
    if (process.env.PIPELINE_DEBUG) process.stderr.write(`${e.stack}\n`);
    return 2;
  }
}

function usage(message: string): number {
  process.stderr.write(`pipeline: ${message}\nRun "pipeline --help" for usage.\n`);
  return 2;
}

/** Root-relative paths of the files asked for; a file that does not exist is a usage error. */
function selectFiles(root: string, files: string[]): Set<string> {
  const out = new Set<string>();
  for (const f of files) {
    const abs = resolve(f);
    if (!existsSync(abs)) throw new UsageError(`no such file: ${f}`);
    const rel = relative(root, abs).split(sep).join('/');
    if (rel.startsWith('..')) throw new UsageError(`${f} is outside the project folder ${root}`);
    out.add(rel);
  }
  return out;
}

interface EmitOptions {
  format: Format;
  only?: Set<string> | undefined;
  output?: string | undefined;
  maxWarnings: number;
  color: boolean;
}

function emit(result: CheckResult, options: EmitOptions): number {
  for (const w of result.warnings) process.stderr.write(`pipeline: warning: ${w}\n`);
  const only = options.only;
  const inScope = (file: string) => {
    if (!only) return true;
    for (const f of only) if (file === f || file.startsWith(`${f}/`)) return true;
    return false;
  };
  const diagnostics = result.diagnostics.filter((d) => inScope(d.file));
  const counts = countBySeverity(diagnostics);
  const report: Report = { diagnostics, ...counts, stats: result.stats, toolVersion: VERSION };
  const reporter = options.format === 'stylish' ? createStylish({ color: options.color }) : REPORTERS[options.format];
  const text = reporter(report);
  // For the benchmark and for curious writers: the check's own figures, on stderr.
  if (process.env.PIPELINE_STATS === '1') process.stderr.write(`pipeline-stats ${JSON.stringify(result.stats)}\n`);
  if (options.output) {
    writeFileAtomic(resolve(options.output), text);
  } else process.stdout.write(text);
  return counts.errorCount > 0 || counts.warningCount > options.maxWarnings ? 1 : 0;
}

export { BUILD_ID };
