// Makes sure the browser the site tests drive is installed: Debian's chromium
// at /usr/bin/chromium (or the one CHROMIUM_PATH names). Runs before `npm test`
// (the `pretest` script), so a fresh machine needs nothing else. When it is
// missing, installs it with apt-get (through sudo when not root); when that is
// not possible, says how to install it and exits 1, so the browser suites never
// fail for an unclear reason. Never downloads a browser of its own
// (`npx playwright install` fails here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const HOW = 'Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium binary).';

/**
 * @param {object} env what the machine offers (the real one by default; tests pass their own)
 * @param {string} [env.custom] the path CHROMIUM_PATH names, if any
 * @param {string} [env.path] where chromium is expected
 * @param {(path: string) => boolean} [env.exists]
 * @param {(cmd: string) => boolean} [env.has] whether a command is on the PATH
 * @param {boolean} [env.root]
 * @param {string} [env.platform]
 * @param {(cmd: string, args: string[]) => boolean} [env.run] runs a command, true when it succeeds
 * @param {(line: string) => void} [env.say]
 * @returns {{ ok: boolean, message?: string }}
 */
export function ensureChromium(env = {}) {
  const custom = env.custom ?? process.env.CHROMIUM_PATH;
  const path = custom ?? env.path ?? DEFAULT_CHROMIUM;
  const exists = env.exists ?? existsSync;
  const has = env.has ?? ((cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0);
  const root = env.root ?? process.getuid?.() === 0;
  const platform = env.platform ?? process.platform;
  const say = env.say ?? ((line) => process.stderr.write(`ensure-chromium: ${line}\n`));
  const run =
    env.run ??
    ((cmd, args) => spawnSync(cmd, args, { stdio: ['inherit', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0);

  if (exists(path)) return { ok: true };
  const fail = (why) => ({ ok: false, message: `The site's browser tests need Chromium at ${path}, and ${why}.\n${HOW}` });
  if (custom) return fail('that file does not exist');
  if (platform !== 'linux' || !has('apt-get')) return fail('this machine has no apt-get to install it with');
  if (!root && !has('sudo')) return fail('installing it needs root, and sudo is not available');

  const step = (args) => {
    const [cmd, ...rest] = root ? args : ['sudo', ...args];
    say([cmd, ...rest].join(' '));
    return run(cmd, rest);
  };
  say(`${path} is missing; installing Debian's chromium (about 30 s).`);
  if (!step(['apt-get', 'update', '-qq']) || !step(['apt-get', 'install', '-y', '-qq', 'chromium'])) return fail('apt-get could not install it');
  if (!exists(path)) return fail(`apt-get installed chromium, but not at ${path}`);
  say(`installed ${path}.`);
  return { ok: true };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = ensureChromium();
  if (!result.ok) {
    process.stderr.write(`ensure-chromium: ${result.message}\n`);
    process.exit(1);
  }
}
