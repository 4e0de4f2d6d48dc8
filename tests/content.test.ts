/**
 * The shipped site's content (issue 4's bar): every page and route family the
 * seed names exists and sits in the sidebar the seed gives it; the check is
 * clean; no non-API page is a placeholder (under 80 words of prose) or a copy
 * of another page's body; every SWML method page and cXML verb page carries a
 * sample the sample rules check.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCheck, type CheckResult } from '../pipeline/src/check.ts';
import { where } from './helpers.ts';

const SWML_METHODS = 'ai_sidecar amazon_bedrock answer cond connect denoise detect_machine enter_queue execute goto hangup join_conference join_room label live_transcribe live_translate pay play prompt receive receive_fax record record_call reply request return send_digits send_fax send_sms set sip_refer sleep stop_denoise stop_record_call stop_stream stop_tap stream switch tap transcribe transcribe_stop transfer unset user_event'.split(' ');
const AI_PAGES = 'index params hints languages post_prompt pronounce prompt swaig'.split(' ');
const SWML_GUIDES = 'ai call-whisper creating_ivr methods remote_server'.split(' ');
const CXML_VOICE = 'say play gather dial number sip conference queue record hangup redirect reject pause enqueue leave refer connect stream verto virtual-agent sms'.split(' ');
const OVERVIEW = 'authorization base-url data-formats error-codes paging permissions'.split(' ');

/** Page ids the seed names, by the sidebar it assigns (null: no sidebar). */
const SEED_PAGES: Record<string, string | null> = {
  'home/overview/homepage': 'homeSidebar',
  'events/demos/server': null,
  'events/demos/serverless': null,
  'events/hackathons': null,
  'events/livewire': null,
  'cantina/user-guide': 'homeSidebar',
  'cantina/user-guide-for-admin-rights': 'homeSidebar',
  'swml/index': 'swmlTechRefSidebar',
  ...Object.fromEntries(SWML_METHODS.map((m) => [`swml/methods/${m}`, 'swmlTechRefSidebar'])),
  ...Object.fromEntries(AI_PAGES.map((m) => [`swml/methods/ai/${m}`, 'swmlTechRefSidebar'])),
  ...Object.fromEntries(SWML_GUIDES.map((m) => [`swml/guides/${m}`, 'swmlTechRefSidebar'])),
  ...Object.fromEntries(CXML_VOICE.map((v) => [`compatibility-api/cxml/voice/${v}`, 'compatibilityAPI'])),
  ...Object.fromEntries(OVERVIEW.map((p) => [`rest/overview/${p}`, 'apiSidebar'])),
  ...Object.fromEntries(OVERVIEW.map((p) => [`rest/compatibility-api/overview/${p}`, 'compatibilityAPI'])),
  'rest/signalwire-rest/guides/datasphere/pdf-ingestion-best-practices': 'apiSidebar',
  'rest/signalwire-rest/guides/datasphere/curl-usage': 'apiSidebar',
  'home/calling/fax/common-fax-errors': 'homeSidebar',
  'home/platform/basics/common-webhook-errors': 'homeSidebar',
  'home/platform/dashboard/billing/billing-errors': 'homeSidebar',
  'home/calling/video/video-conference-appkit': 'homeSidebar',
  'home/messaging/campaign-registry/toll-free-verification': 'homeSidebar',
  'sdks/overview/node-sdk': null,
  'sdks/overview/web-api-sdk': null,
  'sdks/index': 'clientSdksSidebar',
  'sdks/browser-sdk/index': 'browserSdkTechRefSidebar',
  'sdks/realtime-sdk/index': 'realtimeSdkTechRefSidebar',
};

/** Route families: at least this many pages under each folder, all in the sidebar given. */
const FAMILIES: [folder: string, min: number, sidebar: string][] = [
  ['home/calling/voice/', 10, 'homeSidebar'],
  ['home/calling/ai/', 5, 'homeSidebar'],
  ['home/calling/video/', 5, 'homeSidebar'],
  ['home/calling/fax/', 5, 'homeSidebar'],
  ['home/messaging/sms/', 5, 'homeSidebar'],
  ['home/messaging/chat/', 5, 'homeSidebar'],
  ['home/messaging/campaign-registry/', 5, 'homeSidebar'],
  ['home/platform/basics/', 5, 'homeSidebar'],
  ['home/platform/call-fabric/', 5, 'homeSidebar'],
  ['home/platform/dashboard/', 5, 'homeSidebar'],
  ['home/platform/integrations/', 5, 'homeSidebar'],
  ['home/platform/phone-numbers/', 5, 'homeSidebar'],
  // The platform's Call Flow Builder has 16 nodes; pages for nodes it lacks were removed and redirect.
  ['home/tools/call-flow-builder/nodes/', 16, 'homeSidebar'],
  ['home/tools/click-to-call/', 3, 'homeSidebar'],
  ['home/platform/troubleshooting/', 10, 'homeSidebar'],
  ['swml/guides/', 15, 'swmlTechRefSidebar'],
  ['swml/examples/', 10, 'swmlTechRefSidebar'],
  ['compatibility-api/cxml/messaging/', 3, 'compatibilityAPI'],
  ['compatibility-api/cxml/fax/', 2, 'compatibilityAPI'],
  ['compatibility-api/client-sdks/', 5, 'compatibilityAPI'],
  ['compatibility-api/sdks/', 3, 'compatibilityAPI'],
  ['compatibility-api/guides/', 24, 'compatibilityAPI'],
  ['compatibility-api/ai-agent-demos/', 3, 'compatibilityAPI'],
  ['rest/signalwire-rest/guides/campaign-registry/', 6, 'apiSidebar'],
  ['rest/signalwire-rest/endpoints/', 200, 'apiSidebar'],
  ['rest/compatibility-api/endpoints/', 70, 'compatibilityAPI'],
  ['sdks/browser-sdk/', 40, 'browserSdkTechRefSidebar'],
  ['sdks/realtime-sdk/', 40, 'realtimeSdkTechRefSidebar'],
];

let result: CheckResult;
beforeAll(async () => {
  result = await runCheck({ root: '.', cache: false });
}, 120_000);

const pages = () => [...result.site.pages.values()];
const sidebarOf = (id: string) => result.site.nav.sidebarOf.get(id) ?? null;

describe('the shipped content', () => {
  it('checks clean: zero errors and zero warnings', () => {
    expect(where(result.diagnostics)).toEqual([]);
    expect(pages().length).toBeGreaterThan(800);
  });

  it('has every page the seed names, in the sidebar the seed gives it', () => {
    const missing = Object.keys(SEED_PAGES).filter((id) => !result.site.pages.has(id));
    expect(missing).toEqual([]);
    const wrong = Object.entries(SEED_PAGES)
      .filter(([id, sidebar]) => sidebarOf(id) !== sidebar)
      .map(([id, sidebar]) => `${id}: ${sidebarOf(id)} (want ${sidebar})`);
    expect(wrong).toEqual([]);
  });

  it.each(FAMILIES)('has the %s family (at least %i pages, in %s)', (folder, min, sidebar) => {
    const ids = [...result.site.pages.keys()].filter((id) => id.startsWith(folder));
    expect(ids.length).toBeGreaterThanOrEqual(min);
    expect(ids.filter((id) => sidebarOf(id) !== sidebar)).toEqual([]);
  });

  it('has the seed version record', () => {
    expect(result.site.version).toEqual({ pluginId: 'default', version: 'current', label: 'Next', banner: null, badge: false, noIndex: false, isLast: true });
  });

  it('has no placeholder: every non-API page has at least 80 words of prose', () => {
    const thin = pages()
      .filter((p) => !p.analysis.frontmatter?.api && p.analysis.words < 80)
      .map((p) => `${p.id} (${p.analysis.words} words)`);
    expect(thin).toEqual([]);
  });

  it('has no non-API page that repeats another page\'s body', () => {
    const seen = new Map<string, string>();
    const copies: string[] = [];
    for (const p of pages()) {
      const text = readFileSync(join('.', p.path), 'utf8');
      const body = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/\s+/g, ' ').trim().toLowerCase();
      if (p.analysis.frontmatter?.api) continue; // API pages share sync's section outline until a writer fills them
      const hash = createHash('sha1').update(body).digest('hex');
      const earlier = seen.get(hash);
      if (earlier) copies.push(`${p.id} = ${earlier}`);
      else seen.set(hash, p.id);
    }
    expect(copies).toEqual([]);
  });

  it('gives every SWML method page a SWML sample and every cXML verb page a cXML sample', () => {
    const without = (ids: string[], fence: RegExp) => ids.filter((id) => !fence.test(readFileSync(join('content/docs', `${id}.md`), 'utf8')));
    expect(without(SWML_METHODS.map((m) => `swml/methods/${m}`).concat('swml/methods/ai/index'), /```(yaml|json)[^\n]*\n(\{\s*"(version|sections)"|version:|sections:)/)).toEqual([]);
    expect(without(CXML_VOICE.map((v) => `compatibility-api/cxml/voice/${v}`), /```xml[^\n]*\n(<\?xml[^\n]*\n)?<Response/)).toEqual([]);
  });
});
