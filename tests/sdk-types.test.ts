/**
 * samples/sdk-types: SDK samples type-checked against the installed SDK
 * packages. Mistakes the SDK's types prove (a method that does not exist, a
 * wrong argument) are findings at their line and column; what samples do as
 * fragments (undeclared names, DOM elements, their own helpers) is not.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sdkVersions } from '../rules/samples/sdk-versions.ts';
import { check, only, page, project, where } from './helpers.ts';

const sample = (code: string) => `Join a room:\n\n\`\`\`js\n${code}\n\`\`\`\n`;
const GOOD = [
  'import { Video } from "@signalwire/js";',
  'const roomSession = new Video.RoomSession({ token, rootElement: document.getElementById("stage") });',
  'roomSession.on("member.joined", ({ member }) => console.log(member.name));',
  'await roomSession.join();',
  'document.querySelector("#mute").onclick = () => roomSession.audioMute();',
  'showToast(roomSession.roomSessionId);',
].join('\n');
const BAD = [
  'import { Video } from "@signalwire/js";',
  'const roomSession = new Video.RoomSession({ token, rootElement: document.getElementById("stage") });',
  'await roomSession.joinn();',
  'await roomSession.setLayout(3);',
].join('\n');

function site(code: string) {
  return project({ 'content/docs/guide.md': page('Guide', sample(code)), 'content/sidebars/s.yaml': '- doc: guide\n' });
}

describe('samples/sdk-types', () => {
  it('accepts correct SDK use in a fragment', async () => {
    expect(only((await check(site(GOOD))).diagnostics, 'samples/sdk-types')).toEqual([]);
  });

  it('reports a method the SDK does not have and a wrong argument, where they are', async () => {
    const found = only((await check(site(BAD))).diagnostics, 'samples/sdk-types');
    // page(): 3 frontmatter lines, a blank line, the sentence, a blank line, the fence: code starts on line 8.
    expect(where(found)).toEqual(['content/docs/guide.md:10:19 samples/sdk-types', 'content/docs/guide.md:11:29 samples/sdk-types']);
    expect(found[0]!.message).toMatch(/joinn/);
    expect(found[1]!.message).toMatch(/not assignable/);
  });

  it('checks the Compatibility helper library, imported or required, and accepts correct use', async () => {
    const good = [
      'const { RestClient } = require("@signalwire/compatibility-api");',
      'const client = RestClient(process.env.PROJECT_ID, process.env.API_TOKEN, { signalwireSpaceUrl: "example.signalwire.com" });',
      'const call = await client.calls.create({ from: "+15550001111", to: "+15552223333", url: "https://example.com/voice.xml", machineDetection: "Enable" });',
      'console.log(call.sid);',
    ].join('\n');
    expect(only((await check(site(good))).diagnostics, 'samples/sdk-types')).toEqual([]);
    const bad = good.replace('machineDetection', 'machineDetecton');
    const found = only((await check(site(bad))).diagnostics, 'samples/sdk-types');
    expect(where(found)).toEqual(['content/docs/guide.md:10:122 samples/sdk-types']);
    expect(found[0]!.message).toMatch(/machineDetecton/);
  });

  it('accepts an event name the SDK declares somewhere even when its typed union lacks it', async () => {
    const code = ['import { Chat } from "@signalwire/js";', 'const chat = new Chat.Client({ token });', 'chat.on("session.expiring", async () => chat.updateToken(await fresh()));'].join('\n');
    expect(only((await check(site(code))).diagnostics, 'samples/sdk-types')).toEqual([]);
  });

  it('checks a sample written for the next major version against that version', async () => {
    const ok = ['import { StaticCredentialProvider } from "@signalwire/js";', 'const provider = new StaticCredentialProvider({ token: "x" });'].join('\n');
    expect(only((await check(site(ok))).diagnostics, 'samples/sdk-types')).toEqual([]);
    const bad = [...ok.split('\n'), 'provider.nosuchmethod();'].join('\n');
    const found = only((await check(site(bad))).diagnostics, 'samples/sdk-types');
    expect(where(found)).toEqual(['content/docs/guide.md:10:10 samples/sdk-types']);
    expect(found[0]!.message).toMatch(/^The SDK's types \(browser SDK 4, realtime SDK 3\) say: .*nosuchmethod/);
  });

  it('does not judge a sample written for a version it does not have, unless an import is a near miss', async () => {
    const v2 = ['import { Relay } from "@signalwire/js";', 'const client = new Relay({ project: "p", token: "t" });', 'client.connect();'].join('\n');
    expect(only((await check(site(v2))).diagnostics, 'samples/sdk-types')).toEqual([]);
  });

  it('leaves blocks marked no-check and blocks without an SDK import alone', async () => {
    const root = project({ 'content/docs/guide.md': page('Guide', `\`\`\`js no-check\n${BAD}\n\`\`\`\n\n\`\`\`js\nroomSession.joinn();\n\`\`\`\n`), 'content/sidebars/s.yaml': '- doc: guide\n' });
    expect(only((await check(root)).diagnostics, 'samples/sdk-types')).toEqual([]);
  });

  it('caches by the samples and the SDK versions', async () => {
    const root = site(BAD);
    const cacheFile = join(root, '.cache.json');
    const cold = only((await check(root, { cache: true, cacheFile })).diagnostics, 'samples/sdk-types');
    expect(cold).toHaveLength(2);
    const cache = readFileSync(cacheFile, 'utf8');
    expect(cache).toContain('sdktypes:content/docs/guide.md');
    expect(only((await check(root, { cache: true, cacheFile })).diagnostics, 'samples/sdk-types')).toEqual(cold);
    writeFileSync(join(root, 'content/docs/guide.md'), page('Guide', sample(GOOD)));
    expect(only((await check(root, { cache: true, cacheFile })).diagnostics, 'samples/sdk-types')).toEqual([]);
    const installed = JSON.parse(readFileSync(join(__dirname, '..', 'node_modules', '@signalwire', 'js', 'package.json'), 'utf8')).version;
    expect(sdkVersions()).toContain(`@signalwire/js@${installed}`);
  });
});
