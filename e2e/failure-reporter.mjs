/**
 * A node:test reporter that writes the failed test cases of a run as text: the file, the case's
 * name and the first lines of its error (assertion message, expected and actual, stack top).
 * run.mjs prints them again after the last phase, so that the end of a long CI log (the part a CI
 * summary keeps) says why a browser test failed, not only that it did.
 *
 * Used beside the spec reporter: `--test-reporter=./failure-reporter.mjs --test-reporter-destination=<file>`.
 */
import path from 'node:path';
import { inspect } from 'node:util';

/** Lines of one error kept in the summary. */
const ERROR_LINES = 40;

export default async function* failureReporter(source) {
  for await (const event of source) {
    if (event.type !== 'test:fail') continue;
    const { file, name, details } = event.data;
    if (details?.type === 'suite' || name === file) continue; // the case itself says why
    const error = details?.error?.cause ?? details?.error;
    const text = inspect(error, { depth: 4, breakLength: 120 }).split('\n').slice(0, ERROR_LINES).join('\n');
    yield `✖ ${file ? path.basename(file) : '?'}: ${name}\n${text.replace(/^/gm, '    ')}\n\n`;
  }
}
