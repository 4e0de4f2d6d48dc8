/**
 * `pipeline lsp`: a Language Server Protocol server over stdio for the
 * project's pages and sidebars, built on the in-memory Engine (the same
 * checks as `pipeline check`, no second implementation). Open buffers are
 * checked as typed, before they are saved: each change re-runs the engine with
 * the unsaved texts as overlays (only the edited page is analysed again) and
 * publishes every file's findings, with the rule id and a link to its docs.
 * Completion offers doc ids in sidebars, page paths and heading anchors in
 * Markdown links, operation ids after `api:`, and frontmatter keys and values; go to definition follows a
 * link to its page and heading, and hovering over a link shows that page's
 * title and description, and renaming a heading rewrites every link to its
 * anchor across the site in the same edit; moving a page (a file rename)
 * rewrites the links to it, its own relative links and its sidebar entries. Findings that `--fix` knows how
 * to fix come with a quick fix.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CodeActionKind,
  CompletionItemKind,
  createConnection,
  DiagnosticSeverity,
  DidChangeWatchedFilesNotification,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
  type CompletionItem,
  type Connection,
  type Diagnostic as LspDiagnostic,
  type Location,
} from 'vscode-languageserver/node.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CheckResult } from '../check.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { Engine } from '../engine/engine.ts';
import { packageRoot } from '../core/package-root.ts';
import { docsUrl, RULES } from '../registry/rules.ts';
import { headingAt, renameHeading, type TextEdit } from './rename.ts';
import { movePage, relativeLink } from './move.ts';
import { resolveLink } from '../links/check.ts';
import { Frontmatter, FRONTMATTER_KEYS } from '../../contract/frontmatter.ts';
import { FIXABLE, fixText } from '../fix/fix.ts';

/** Frontmatter keys whose value is true or false. */
const BOOLEAN_KEYS = new Set(['unlisted', 'draft', 'deprecated']);

const ruleSummary = (id: string) => (RULES as Record<string, { summary: string }>)[id]?.summary ?? '';

/** Wait this long after the last keystroke before checking again. */
const DEBOUNCE_MS = 40;

export interface LspOptions {
  /** The project root when the client names none (its rootUri and workspace folders win). */
  root?: string;
  /** The connection (tests pass their own); stdio by default. */
  connection?: Connection;
}

const toPath = (uri: string): string | undefined => (uri.startsWith('file:') ? fileURLToPath(uri) : undefined);

/** Starts the server; resolves when the client shuts it down. */
export function startLanguageServer(options: LspOptions = {}): Promise<void> {
  const connection = options.connection ?? createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  const documents = new TextDocuments(TextDocument);
  let root = options.root ? resolve(options.root) : process.cwd();
  let engine: Engine | undefined;
  let last: CheckResult | undefined;
  /** What was last published for each file, so an unchanged file is not sent again. */
  let published = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  /** Whether files may have changed on disk since the last check (not only buffers): then the engine walks the disk. */
  let diskDirty = true;

  const rel = (absolute: string) => relative(root, absolute).split(sep).join('/');
  const uriOf = (relPath: string) => pathToFileURL(join(root, relPath)).href;
  const readmeUrl = pathToFileURL(join(packageRoot(), 'rules', 'README.md')).href;

  /** The open pages and sidebars, by path from the root: what the engine checks instead of the files. */
  function overlays(): Map<string, string> {
    const out = new Map<string, string>();
    for (const doc of documents.all()) {
      const path = toPath(doc.uri);
      if (!path) continue;
      const r = rel(path);
      if ((r.startsWith('content/docs/') && r.endsWith('.md')) || (/^content\/sidebars\/[^/]+\.ya?ml$/.test(r))) out.set(r, doc.getText());
    }
    return out;
  }

  function toLsp(d: Diagnostic): LspDiagnostic {
    const line = Math.max(0, d.line - 1);
    const character = Math.max(0, d.column - 1);
    const end = d.endLine !== undefined ? { line: Math.max(0, d.endLine - 1), character: Math.max(0, (d.endColumn ?? d.column) - 1) } : { line, character: character + 1 };
    return {
      range: { start: { line, character }, end },
      severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
      code: d.ruleId,
      codeDescription: { href: `${readmeUrl}${docsUrl(d.ruleId).slice(docsUrl(d.ruleId).indexOf('#'))}` },
      source: 'pipeline',
      message: d.hint ? `${d.message}\n${d.hint}` : d.message,
    };
  }

  async function checkNow(): Promise<void> {
    if (!engine) return;
    try {
      const unchanged = !diskDirty;
      diskDirty = false;
      // The previous result is dropped first, so the two are never held at once (requests wait for the check).
      last = undefined;
      last = await engine.check(overlays(), { diskUnchanged: unchanged });
    } catch (error) {
      connection.console.error(`pipeline: the check failed: ${(error as Error).message}`);
      return;
    }
    const byFile = new Map<string, LspDiagnostic[]>();
    for (const d of last.diagnostics) (byFile.get(d.file) ?? byFile.set(d.file, []).get(d.file)!).push(toLsp(d));
    const now = new Map<string, string>();
    for (const [file, diagnostics] of byFile) {
      const json = JSON.stringify(diagnostics);
      now.set(file, json);
      if (published.get(file) !== json) await connection.sendDiagnostics({ uri: uriOf(file), diagnostics });
    }
    for (const file of published.keys()) if (!now.has(file)) await connection.sendDiagnostics({ uri: uriOf(file), diagnostics: [] });
    published = now;
  }

  /** Checks after a pause in typing; checks never overlap. */
  function schedule(): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      running = running.then(checkNow);
    }, DEBOUNCE_MS);
  }

  let watchFiles = false;
  connection.onInitialize((params) => {
    watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
    const fromClient = folder ? toPath(folder) : undefined;
    if (fromClient) root = fromClient;
    engine = new Engine({ root });
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: ['(', '/', '#', ':', ' ', '.'] },
        definitionProvider: true,
        hoverProvider: true,
        renameProvider: { prepareProvider: true },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        workspace: { fileOperations: { willRename: { filters: [{ scheme: 'file', pattern: { glob: '**/*.md' } }] } } },
      },
      serverInfo: { name: 'pipeline' },
    };
  });
  connection.onInitialized(() => {
    // Ask the editor to report changes to the project's files made outside it (a git checkout, a script):
    // without them the engine would trust a disk that changed until its next full walk.
    if (watchFiles) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/content/**' }, { globPattern: '**/specs/**' }],
      });
    }
    schedule();
  });
  documents.onDidOpen(() => schedule());
  documents.onDidChangeContent(() => schedule());
  documents.onDidClose(() => schedule());
  documents.onDidSave(() => {
    diskDirty = true;
    schedule();
  });
  connection.onDidChangeWatchedFiles(() => {
    diskDirty = true;
    schedule();
  });

  connection.onCompletion(async (params) => {
    await running;
    const doc = documents.get(params.textDocument.uri);
    const path = toPath(params.textDocument.uri);
    if (!doc || !path || !last) return [];
    const before = doc.getText({ start: { line: params.position.line, character: 0 }, end: params.position });
    const lines = doc.getText().split('\n');
    // Inside the frontmatter: between the opening `---` and the closing one.
    const close = lines[0]?.trimEnd() === '---' ? lines.findIndex((l, i) => i > 0 && l.trimEnd() === '---') : -1;
    const inFrontmatter = close !== -1 && params.position.line > 0 && params.position.line < close;
    return completions(rel(path), before, last, inFrontmatter ? new Set(lines.slice(1, close).map((l) => /^([A-Za-z_]+):/.exec(l)?.[1]).filter((k): k is string => !!k)) : undefined);
  });

  /** The resolved page link under the cursor in an open page, with the page it leads to. */
  async function linkAt(uri: string, position: { line: number; character: number }) {
    await running;
    const path = toPath(uri);
    if (!path || !last) return undefined;
    const r = rel(path);
    const result = last;
    const link = result.site.links.links.find(
      (l) =>
        l.page.path === r &&
        l.ref.line - 1 <= position.line &&
        position.line <= l.ref.endLine - 1 &&
        (l.ref.line - 1 < position.line || l.ref.column - 1 <= position.character) &&
        (position.line < l.ref.endLine - 1 || position.character < l.ref.endColumn - 1),
    );
    const target = link?.target;
    if (!link || !target || target.kind !== 'page') return undefined;
    const page = result.site.pages.get(target.page.id);
    return page ? { link, page, anchor: target.anchor } : undefined;
  }

  connection.onDefinition(async (params) => {
    const found = await linkAt(params.textDocument.uri, params.position);
    if (!found) return null;
    const heading = found.anchor ? found.page.analysis.headings.find((h) => h.id === found.anchor) : undefined;
    const at = { line: heading ? heading.line - 1 : 0, character: heading ? heading.column - 1 : 0 };
    const location: Location = { uri: uriOf(found.page.path), range: { start: at, end: at } };
    return location;
  });

  /** Over a finding: its rule, what the rule checks, and a link to the rule's docs. */
  function findingHover(uri: string, position: { line: number; character: number }) {
    const path = toPath(uri);
    if (!path || !last) return null;
    const file = rel(path);
    const d = last.diagnostics.find((x) => {
      if (x.file !== file) return false;
      const endLine = (x.endLine ?? x.line) - 1;
      const endCharacter = x.endLine !== undefined ? (x.endColumn ?? x.column) - 1 : x.column;
      const after = position.line > x.line - 1 || (position.line === x.line - 1 && position.character >= x.column - 1);
      const before = position.line < endLine || (position.line === endLine && position.character <= endCharacter);
      return after && before;
    });
    if (!d) return null;
    const href = `${readmeUrl}${docsUrl(d.ruleId).slice(docsUrl(d.ruleId).indexOf('#'))}`;
    return { contents: { kind: 'markdown' as const, value: `**${d.ruleId}** (${d.severity}): ${ruleSummary(d.ruleId)}\n\n[About this rule](${href})` } };
  }

  // A link's target page: its title and description (and the heading the anchor names).
  connection.onHover(async (params) => {
    const found = await linkAt(params.textDocument.uri, params.position);
    if (!found) return findingHover(params.textDocument.uri, params.position);
    const fm = found.page.analysis.frontmatter;
    const heading = found.anchor ? found.page.analysis.headings.find((h) => h.id === found.anchor) : undefined;
    const lines = [`**${fm?.title ?? found.page.id}**${heading ? ` › ${heading.text}` : ''}`];
    if (fm?.description) lines.push('', fm.description);
    lines.push('', `\`${found.page.path}\``);
    const { ref } = found.link;
    return {
      contents: { kind: 'markdown', value: lines.join('\n') },
      range: { start: { line: ref.line - 1, character: ref.column - 1 }, end: { line: ref.endLine - 1, character: ref.endColumn - 1 } },
    };
  });

  /** An open buffer's text, else the file's. */
  const textOf = (file: string): string | undefined => {
    const open = documents.get(uriOf(file));
    if (open) return open.getText();
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const workspaceEdit = (edits: readonly TextEdit[]) => {
    const changes: Record<string, { range: { start: { line: number; character: number }; end: { line: number; character: number } }; newText: string }[]> = {};
    for (const e of edits) (changes[uriOf(e.file)] ??= []).push({ range: { start: e.start, end: e.end }, newText: e.newText });
    return { changes };
  };
  const pageOf = (uri: string) => {
    const path = toPath(uri);
    return path && last ? last.site.linkIndex.byPath.get(rel(path)) : undefined;
  };

  // Renaming a heading: its text, and every link in the site to its anchor.
  connection.onPrepareRename(async (params) => {
    await running;
    const page = pageOf(params.textDocument.uri);
    const heading = page && headingAt(page, params.position.line);
    if (!heading) return null;
    return { range: { start: { line: heading.line - 1, character: 0 }, end: { line: heading.line - 1, character: Number.MAX_SAFE_INTEGER } }, placeholder: heading.text };
  });
  connection.onRenameRequest(async (params) => {
    await running;
    const page = pageOf(params.textDocument.uri);
    if (!page || !last) return null;
    const edits = renameHeading(last, page, params.position.line, params.newName, textOf);
    return edits ? workspaceEdit(edits) : null;
  });

  // Moving a page: links to it, its own relative links and sidebar entries follow it.
  connection.workspace.onWillRenameFiles(async (params) => {
    await running;
    if (!last) return null;
    const edits: TextEdit[] = [];
    for (const f of params.files) {
      const from = toPath(f.oldUri);
      const to = toPath(f.newUri);
      if (from && to) edits.push(...(movePage(last, rel(from), rel(to), textOf) ?? []));
    }
    return edits.length ? workspaceEdit(edits) : null;
  });

  // Quick fixes: each finding --fix knows how to fix, applied to the open buffer.
  connection.onCodeAction(async (params) => {
    await running;
    const path = toPath(params.textDocument.uri);
    const doc = documents.get(params.textDocument.uri);
    if (!path || !doc || !last) return [];
    const file = rel(path);
    const result = last;
    const actions = [];
    for (const shown of params.context.diagnostics) {
      if (typeof shown.code !== 'string' || !FIXABLE.has(shown.code)) continue;
      const finding = result.diagnostics.find((d) => d.file === file && d.ruleId === shown.code && d.line - 1 === shown.range.start.line && d.column - 1 === shown.range.start.character);
      if (!finding) continue;
      const page = result.site.linkIndex.byPath.get(file);
      const key = page?.analysis.frontmatter?.api;
      const summary = key ? result.site.api.operations.get(key)?.summary : undefined;
      const original = doc.getText();
      const { text, count } = fixText(original, [finding], summary);
      if (!count || text === original) continue;
      const end = doc.positionAt(original.length);
      actions.push({
        title: `Fix: ${finding.message}`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [shown],
        isPreferred: true,
        edit: { changes: { [params.textDocument.uri]: [{ range: { start: { line: 0, character: 0 }, end }, newText: text }] } },
      });
    }
    return actions;
  });

  // Answers once every change received so far has been checked and its findings published: for
  // clients that need to know (a dev server, tests); editors just take the diagnostics as they come.
  connection.onRequest('pipeline/flush', async () => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
      running = running.then(checkNow);
    }
    await running;
    return { findings: last?.diagnostics.length ?? 0 };
  });

  connection.onShutdown(async () => {
    if (timer) clearTimeout(timer);
    await running;
  });

  return new Promise((done) => {
    connection.onExit(() => done());
    documents.listen(connection);
    connection.listen();
  });
}

/** What may be typed at the end of `before` (the line up to the cursor) in the file `file`. */
export function completions(file: string, before: string, result: CheckResult, frontmatterKeys?: ReadonlySet<string>): CompletionItem[] {
  const pages = [...result.site.pages.values()];
  if (frontmatterKeys && file.endsWith('.md')) {
    // A key at the start of a line: the page schema's keys not yet written, with what each is for.
    if (/^[A-Za-z_]*$/.test(before)) {
      const shape = Frontmatter.shape as Record<string, { description?: string }>;
      return FRONTMATTER_KEYS.filter((k) => !frontmatterKeys.has(k)).map((k) => ({ label: k, kind: CompletionItemKind.Property, detail: shape[k]?.description, insertText: `${k}: ` }));
    }
    const key = /^([A-Za-z_]+):\s*[\w-]*$/.exec(before)?.[1];
    if (key && BOOLEAN_KEYS.has(key)) return ['true', 'false'].map((v) => ({ label: v, kind: CompletionItemKind.Value }));
  }
  if (file.startsWith('content/sidebars/') && /\bdoc:\s*["']?[\w./-]*$/.test(before)) {
    return pages.map((p) => ({ label: p.id, kind: CompletionItemKind.File, detail: p.analysis.frontmatter?.title ?? undefined }));
  }
  if (!file.endsWith('.md')) return [];
  if (/^api:\s*[\w.#-]*$/.test(before)) {
    return [...result.site.api.operations.keys()].map((key) => ({ label: key, kind: CompletionItemKind.Reference }));
  }
  const anchor = /\]\(([^)\s#]*)#([\w-]*)$/.exec(before);
  if (anchor) {
    const from = result.site.linkIndex.byPath.get(file);
    const target = from && resolveLink(from, anchor[1]!, result.site.linkIndex, false);
    const headings = target?.kind === 'page' ? target.page.analysis.headings : [];
    return headings.map((h) => ({ label: h.id, kind: CompletionItemKind.Reference, detail: h.text }));
  }
  if (/\]\([^)\s#]*$/.test(before)) {
    return pages
      .filter((p) => p.path !== file)
      .map((p) => ({ label: relativeLink(file, p.path), kind: CompletionItemKind.File, detail: p.analysis.frontmatter?.title ?? undefined }));
  }
  return [];
}
