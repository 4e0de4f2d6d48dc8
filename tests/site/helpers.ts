/**
 * Browser-test helpers: build a bundle and the site into a temporary folder,
 * serve it on a random port, drive Debian's chromium with playwright-core,
 * run axe-core in the page.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(ROOT, 'dist', 'test-output', 'screenshots');

/** A fresh temporary folder. */
export const tempDir = (prefix: string): string => mkdtempSync(join(tmpdir(), prefix));

function spawn(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SITE_PROGRESS: '0', ...env }, maxBuffer: 64 * 1024 * 1024 });
}

function run(args: string[], env: Record<string, string> = {}): string {
  const r = spawn(args, env);
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  return `${r.stdout}${r.stderr}`;
}

/**
 * The bundle of a project root, written to `out`: `pipeline build` (with its own cache, so runs never
 * share one). When the content has errors at this moment (writers mid-edit), the build refuses; the
 * site tests then bundle it anyway through the same library calls, so they test the site, not the content.
 */
export async function buildBundle(root: string, out: string): Promise<void> {
  const r = spawn([join(ROOT, 'pipeline', 'bin', 'pipeline.mjs'), 'build', '--root', root, '--out', out], { PIPELINE_CACHE_DIR: tempDir('site-test-cache-') });
  if (r.status === 0) return;
  if (r.status !== 1) throw new Error(`pipeline build exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  const { runCheck } = await import('../../pipeline/src/check.ts');
  const { assembleBundle } = await import('../../pipeline/src/bundle/assemble.ts');
  const { writeBundle } = await import('../../pipeline/src/bundle/write.ts');
  const result = await runCheck({ root, body: true, cache: false, threads: 1 });
  writeBundle(assembleBundle(result.site), root, out);
}

/** The prerender (`site/build.mjs`) of a bundle into `out`. */
export function buildSite(bundle: string, out: string, options: { search?: boolean } = {}): string {
  return run([join(ROOT, 'site', 'build.mjs'), '--bundle', bundle, '--out', out, ...(options.search === false ? ['--no-search'] : [])]);
}

/** Chromium as STACK-NOTES says: headless, no sandbox, nothing in the background. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

/** Console errors and uncaught exceptions of a page, as they happen. */
export function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's violations of impact serious or critical on the current page. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // evaluate() goes through the DevTools protocol, so the page's CSP does not block it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}
