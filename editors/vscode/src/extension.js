// The extension: starts `pipeline lsp --stdio` from the workspace's own pipeline
// (pipeline/bin/pipeline.mjs, or the path set in docsPipeline.pipelinePath) with
// the workspace folder as its root, and connects VS Code to it for Markdown
// pages under content/docs and sidebar files under content/sidebars.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

async function activate(context) {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) return;
  const config = vscode.workspace.getConfiguration('docsPipeline');
  const bin = config.get('pipelinePath') || join(folder.uri.fsPath, 'pipeline', 'bin', 'pipeline.mjs');
  if (!existsSync(bin)) {
    vscode.window.showWarningMessage(`Docs pipeline: ${bin} was not found; set docsPipeline.pipelinePath.`);
    return;
  }
  const run = { command: config.get('node') || 'node', args: [bin, 'lsp'], transport: TransportKind.stdio, options: { cwd: folder.uri.fsPath } };
  client = new LanguageClient(
    'docsPipeline',
    'Docs pipeline',
    { run, debug: run },
    {
      documentSelector: [
        { scheme: 'file', language: 'markdown', pattern: '**/content/docs/**/*.md' },
        { scheme: 'file', language: 'yaml', pattern: '**/content/sidebars/*.{yaml,yml}' },
      ],
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/{content,specs}/**/*.{md,yaml,yml}') },
    },
  );
  context.subscriptions.push(client);
  await client.start();
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
