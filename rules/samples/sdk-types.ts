/**
 * samples/sdk-types: JavaScript and TypeScript samples that import the
 * platform's SDKs (@signalwire/js, @signalwire/realtime-api, and the
 * Compatibility API's helper library @signalwire/compatibility-api), by import
 * or by CommonJS require, are type-checked
 * against the packages' own published types, with the TypeScript compiler
 * (5.x: the compiler API), all samples of a check in one program.
 *
 * Samples are fragments: they use names from earlier blocks, top-level await,
 * the DOM, their own helpers. So only what the SDK's types prove wrong is
 * reported: a property or method the SDK's type does not have, a call to an
 * SDK function or method with the wrong arguments, an object literal with a
 * key the SDK's parameter type does not take, an import the package does not
 * export. Everything else the compiler says is left alone. Runs in the check
 * (on the main thread, only for samples the cache does not know), since
 * loading the compiler and the SDK's types is costly.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TS from 'typescript-5';
import type { Place } from '../../pipeline/src/core/diagnostic.ts';

import { SDK_PACKAGES, SDK_VARIANTS, type SdkVariant } from './sdk-packages.ts';
import { packageDir } from './sdk-versions.ts';

export interface SdkSample {
  text: string;
  /** Where the block's first line of text is in the page. */
  line: number;
  column: number;
  /** The block's language, for the file extension (ts, tsx, js, jsx). */
  lang: string;
}

export interface SdkFinding {
  /** Index of the sample in the list given. */
  sample: number;
  /** The compiler's diagnostic code. */
  code: number;
  place: Place;
  message: string;
  hint?: string;
}

const require = createRequire(import.meta.url);
const SDK_PATH = /[\\/]node_modules[\\/](@signalwire[\\/]|signalwire-)/;
/** The diagnostics that can concern the SDK, by what they are about. */
const PROPERTY = new Set([2339, 2551]);
const CALL = new Set([2345, 2554, 2555, 2769, 2559]);
const OBJECT_KEY = new Set([2353, 2561]);
const IMPORT = new Set([2305, 2724, 2614]);

/** One program over `samples`, with each SDK package resolved to the folder `variant` names. */
function runVariant(samples: readonly SdkSample[], variant: SdkVariant): { findings: SdkFinding[]; otherVersion: Set<number> } {
  const ts = require('typescript-5') as typeof TS;
  const root = packageDir();
  const names = samples.map((s, i) => join(root, `__sdk_sample_${i}.${/^(tsx|jsx)$/.test(s.lang) ? 'tsx' : 'ts'}`));
  const byName = new Map(names.map((n, i) => [n, samples[i]!.text]));
  // CommonJS samples (`const { RestClient } = require("@signalwire/compatibility-api")`) get the
  // package's types too: `require` of an SDK is declared to return that SDK's module.
  const requireDecl = join(root, '__sdk_require.d.ts');
  byName.set(requireDecl, [...SDK_PACKAGES.map((p) => `declare function require(id: '${p}'): typeof import('${p}');`), 'declare function require(id: string): any;'].join('\n'));
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.Preserve,
    strict: false,
    noImplicitAny: false,
    skipLibCheck: true,
    noEmit: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    esModuleInterop: true,
    // Each sample is its own module, so names do not clash across samples.
    moduleDetection: ts.ModuleDetectionKind.Force,
    baseUrl: root,
    paths: Object.fromEntries(Object.entries(variant.folders).map(([pkg, folder]) => [pkg, [folder]])),
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => byName.get(f) ?? readFile(f);
  host.fileExists = (f) => byName.has(f) || fileExists(f);
  host.getSourceFile = (f, version, ...rest) => (byName.has(f) ? ts.createSourceFile(f, byName.get(f)!, version, true) : getSourceFile(f, version, ...rest));
  host.getCurrentDirectory = () => root;
  const program = ts.createProgram([...names, requireDecl], options, host);
  const checker = program.getTypeChecker();

  const fromSdk = (declarations: readonly TS.Declaration[] | undefined) => (declarations ?? []).some((d) => SDK_PATH.test(d.getSourceFile().fileName));
  const typeFromSdk = (type: TS.Type): boolean => {
    if (type.isUnionOrIntersection()) return type.types.some(typeFromSdk);
    return fromSdk(type.getSymbol()?.declarations) || fromSdk(type.aliasSymbol?.declarations);
  };
  let strings: Set<string> | undefined;
  /** Every string literal in the SDK's declaration files. */
  const sdkStrings = (): Set<string> => {
    if (strings) return strings;
    strings = new Set();
    for (const sf of program.getSourceFiles()) {
      if (!SDK_PATH.test(sf.fileName)) continue;
      const visit = (n: TS.Node) => {
        if (ts.isStringLiteralLike(n)) strings!.add(n.text);
        n.forEachChild(visit);
      };
      sf.forEachChild(visit);
    }
    return strings;
  };
  const nodeAt = (sf: TS.SourceFile, pos: number): TS.Node | undefined => {
    let found: TS.Node | undefined;
    const visit = (n: TS.Node) => {
      if (pos >= n.getStart(sf) && pos < n.getEnd()) {
        found = n;
        n.forEachChild(visit);
      }
    };
    sf.forEachChild(visit);
    return found;
  };
  const enclosing = <T extends TS.Node>(n: TS.Node | undefined, test: (n: TS.Node) => n is T): T | undefined => {
    for (let x = n; x; x = x.parent) if (test(x)) return x;
    return undefined;
  };
  const concernsSdk = (d: TS.Diagnostic, sf: TS.SourceFile): boolean => {
    const node = nodeAt(sf, d.start ?? 0);
    if (!node) return false;
    if (PROPERTY.has(d.code)) {
      const access = enclosing(node, ts.isPropertyAccessExpression);
      return access !== undefined && typeFromSdk(checker.getTypeAtLocation(access.expression));
    }
    if (CALL.has(d.code)) {
      // An event or option name the SDK's declarations know somewhere (its typed unions lag
      // behind what it emits, e.g. `session.expiring` on chat clients) is not proof of a mistake.
      if (ts.isStringLiteralLike(node) && sdkStrings().has(node.text)) return false;
      const call = enclosing(node, (n): n is TS.CallExpression | TS.NewExpression => ts.isCallExpression(n) || ts.isNewExpression(n));
      if (!call) return false;
      const signature = checker.getResolvedSignature(call);
      if (signature?.declaration && SDK_PATH.test(signature.declaration.getSourceFile().fileName)) return true;
      // No overload matched: judge by the callee's declarations.
      const callee = checker.getSymbolAtLocation(ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression);
      return fromSdk(callee?.declarations);
    }
    if (OBJECT_KEY.has(d.code)) {
      const literal = enclosing(node, ts.isObjectLiteralExpression);
      const type = literal && checker.getContextualType(literal);
      return type !== undefined && typeFromSdk(type);
    }
    if (IMPORT.has(d.code)) {
      const decl = enclosing(node, ts.isImportDeclaration);
      return decl !== undefined && ts.isStringLiteral(decl.moduleSpecifier) && (SDK_PACKAGES as readonly string[]).includes(decl.moduleSpecifier.text);
    }
    return false;
  };

  const findings: SdkFinding[] = [];
  const otherVersion = new Set<number>();
  names.forEach((name, index) => {
    const sf = program.getSourceFile(name);
    if (!sf) return;
    for (const d of program.getSemanticDiagnostics(sf)) {
      if (d.start === undefined || !concernsSdk(d, sf)) continue;
      if (IMPORT.has(d.code) || (PROPERTY.has(d.code) && /typeof import\(/.test(ts.flattenDiagnosticMessageText(d.messageText, ' ')))) otherVersion.add(index);
      const { line, character } = sf.getLineAndCharacterOfPosition(d.start);
      const sample = samples[index]!;
      const text = ts.flattenDiagnosticMessageText(d.messageText, ' ').replace(/typeof import\("[^"]*[\\/]node_modules[\\/]([^"]*?)[\\/]dist[^"]*"\)/g, 'the $1 module');
      const first = text.split(/(?<=\.) /)[0]!;
      findings.push({
        sample: index,
        code: d.code,
        place: { line: sample.line + line, column: (line === 0 ? sample.column : 1) + character },
        message: `${variant.label}: ${first.length > 300 ? `${first.slice(0, 299)}…` : first}`,
        hint: /Did you mean/.test(text) ? undefined : 'Check the method and its parameters in the SDK reference for this version.',
      });
    }
  });
  return { findings, otherVersion };
}

/**
 * Type-checks the samples against the current major version of each SDK; a
 * sample that imports what that version does not export (so was written for
 * another major version) is checked against the other one instead, and keeps
 * the findings of whichever version it fits.
 */
export function checkSdkSamples(samples: readonly SdkSample[]): SdkFinding[] {
  if (!samples.length) return [];
  const [current, ...others] = SDK_VARIANTS;
  const first = runVariant(samples, current!);
  let findings = first.findings;
  let pending = [...first.otherVersion];
  for (const variant of others) {
    if (!pending.length) break;
    const retry = runVariant(pending.map((i) => samples[i]!), variant);
    const fits = pending.filter((_, j) => !retry.otherVersion.has(j));
    const fitting = new Set(fits);
    findings = [
      ...findings.filter((f) => !fitting.has(f.sample)),
      ...retry.findings.filter((f) => !retry.otherVersion.has(f.sample)).map((f) => ({ ...f, sample: pending[f.sample]! })),
    ];
    pending = pending.filter((i) => !fitting.has(i));
  }
  // A sample that fits none of the versions (an SDK 1 or 2 sample) cannot be judged by these
  // types; only an import that is a near miss of a real export (TypeScript suggests it) is kept.
  const unknown = new Set(pending);
  findings = findings.filter((f) => !unknown.has(f.sample) || f.code === 2724);
  return findings.sort((a, b) => a.sample - b.sample || a.place.line - b.place.line || a.place.column - b.place.column);
}
