/**
 * `npm test` on a fresh machine: its pretest script installs Debian's chromium
 * for the browser suites when it is missing (through sudo when not root), and
 * says plainly how to install it when it cannot. .ci/run relies on the same step.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, typed by its JSDoc
import { ensureChromium } from './site/ensure-chromium.mjs';

const REPO = join(import.meta.dirname, '..');

/** A machine where chromium appears once `apt-get install` has run. */
function machine(options: { root: boolean; apt?: boolean; sudo?: boolean; installWorks?: boolean; custom?: string }) {
  let installed = false;
  const commands: string[] = [];
  const result = ensureChromium({
    custom: options.custom,
    path: '/usr/bin/chromium',
    exists: () => installed,
    has: (cmd: string) => (cmd === 'apt-get' ? options.apt !== false : cmd === 'sudo' ? options.sudo !== false : false),
    root: options.root,
    platform: 'linux',
    run: (cmd: string, args: string[]) => {
      commands.push([cmd, ...args].join(' '));
      if (args.includes('install') && options.installWorks !== false) installed = true;
      return options.installWorks !== false || !args.includes('install');
    },
    say: () => {},
  }) as { ok: boolean; message?: string };
  return { result, commands };
}

describe('ensure-chromium (pretest)', () => {
  it('installs chromium with apt-get when it is missing, as root', () => {
    const { result, commands } = machine({ root: true });
    expect(result.ok).toBe(true);
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('goes through sudo when not root', () => {
    const { result, commands } = machine({ root: false });
    expect(result.ok).toBe(true);
    expect(commands).toEqual(['sudo apt-get update -qq', 'sudo apt-get install -y -qq chromium']);
  });

  it('says how to install it when it cannot', () => {
    for (const m of [machine({ root: true, apt: false }), machine({ root: false, sudo: false }), machine({ root: true, installWorks: false })]) {
      expect(m.result.ok).toBe(false);
      expect(m.result.message).toMatch(/^The site's browser tests need Chromium at \/usr\/bin\/chromium, and .+\.\nInstall it with: sudo apt-get update && sudo apt-get install -y chromium/);
    }
    const custom = machine({ root: true, custom: '/opt/chrome/chrome' });
    expect(custom.result.message).toMatch(/at \/opt\/chrome\/chrome, and that file does not exist/);
    expect(custom.commands).toEqual([]);
  });

  it('does nothing when chromium is there', () => {
    const r = spawnSync(process.execPath, [join(REPO, 'tests/site/ensure-chromium.mjs')], { encoding: 'utf8', env: { ...process.env, CHROMIUM_PATH: process.execPath }, timeout: 30_000 });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
  });

  it('runs before `npm test`, which is also what .ci/run runs', () => {
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
    expect(pkg.scripts.pretest).toBe('node tests/site/ensure-chromium.mjs');
    const ci = readFileSync(join(REPO, '.ci/run'), 'utf8');
    expect(ci).toMatch(/^npm test$/m);
    expect(ci).not.toMatch(/apt-get install/);
  });
});
