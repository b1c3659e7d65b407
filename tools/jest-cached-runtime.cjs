'use strict';
/**
 * Jest's runtime (`runtime` in the Jest configs of domain, shared-ui and the front ends) with two
 * caches kept for the whole test process. Jest evaluates every module again for each test file, in
 * that file's own context: that is its isolation, and it stays. These caches only skip work whose
 * result cannot differ between the files of one run (docs/testing.md#module-loading):
 * - the text of each file under node_modules, read from disk once (dependencies do not change
 *   during a run; the project's own files are read and transformed as Jest does);
 * - V8's code cache of each compiled module (`vm.compileFunction`'s `cachedData`), kept by file name
 *   with the exact source text it was made from: the next file's context compiles the same text
 *   from it instead of parsing it again. A text that changed, or a cache V8 rejects, compiles as
 *   Jest does.
 * Measured in CI on the 2-core machine class: the shell's files 102 -> 81 s, mf-clients 47 -> 41 s,
 * shared-ui 33 -> 24 s (the API suite does not use it yet: docs/testing.md#module-loading).
 *
 * With JEST_CACHED_RUNTIME_REPORT=<file> the process writes its counts there as it exits:
 * `{ compiled, fromCache, rejected, files: { [file name]: [compiled, fromCache] } }` (modules
 * compiled from source, from the code cache, caches V8 refused; Jest's own modules evaluated in the
 * test context count too).
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
/** file name -> its text, for files under node_modules */
const texts = new Map();
/** file name -> { source, data }: V8's code cache of that exact source text */
const codeCache = new Map();
const counts = { compiled: 0, fromCache: 0, rejected: 0 };
/** file name -> [times compiled from source, times from the code cache] (for the report) */
const byFile = new Map();
const count = (filename, key) => {
  counts[key]++;
  if (!byFile.has(filename)) byFile.set(filename, [0, 0]);
  if (key !== 'rejected') byFile.get(filename)[key === 'compiled' ? 0 : 1]++;
};

if (process.env.JEST_CACHED_RUNTIME_REPORT) {
  const target = process.env.JEST_CACHED_RUNTIME_REPORT;
  process.on('exit', () => fs.writeFileSync(target, JSON.stringify({ ...counts, files: Object.fromEntries(byFile) })));
}

class CachedRuntime extends Runtime {
  /** A file's text: node_modules files from the process-wide cache, others as Jest reads them. */
  readFile(filename) {
    if (!filename.includes(NODE_MODULES)) return super.readFile(filename);
    let text = texts.get(filename);
    if (text === undefined) {
      text = fs.readFileSync(filename, 'utf8');
      texts.set(filename, text);
    }
    return text;
  }

  /**
   * Jest's module wrapper, compiled in this file's context as jest-runtime does, with V8's code
   * cache of the same text when an earlier file compiled it. Errors fall back to Jest's own path,
   * which reports a syntax error with its file and line.
   */
  createScriptFromCode(scriptSource, filename) {
    const vmContext = this._environment.getVmContext();
    if (vmContext == null) return null;
    const cached = codeCache.get(filename);
    const data = cached && cached.source === scriptSource ? cached.data : undefined;
    const scriptFilename = this._resolver.isCoreModule(filename) ? `jest-nodejs-core-${filename}` : filename;
    let fn;
    try {
      fn = vm.compileFunction(scriptSource, this.constructInjectedModuleParameters(), {
        filename: scriptFilename,
        cachedData: data,
        produceCachedData: data === undefined,
        importModuleDynamically: async (specifier) => {
          const module = await this.resolveModule(specifier, scriptFilename, vmContext);
          return this.linkAndEvaluateModule(module);
        },
        parsingContext: vmContext,
      });
    } catch {
      return super.createScriptFromCode(scriptSource, filename);
    }
    if (data === undefined) {
      count(filename, 'compiled');
      if (fn.cachedDataProduced) codeCache.set(filename, { source: scriptSource, data: fn.cachedData });
    } else if (fn.cachedDataRejected) {
      count(filename, 'rejected');
      codeCache.delete(filename);
    } else {
      count(filename, 'fromCache');
    }
    return fn;
  }
}

module.exports = CachedRuntime;
