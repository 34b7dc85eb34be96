/**
 * The Nu Html Checker (the W3C validator's engine, `vnu-jar` from the npm registry) over many
 * documents in one Java run: starting the JVM costs seconds, checking a page milliseconds. Needs
 * Java 11 or later as `java` (Debian's `default-jre-headless`, which the test set-up installs
 * where it can; JAVA_PATH names another).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import type { Tool } from './require-tool';

export const JAVA = process.env.JAVA_PATH ?? 'java';

/** For `requireTool`. */
export const JAVA_TOOL: Tool = {
  name: `Java 11 or later as ${JAVA}`,
  found: spawnSync(JAVA, ['-version'], { stdio: 'ignore' }).status === 0,
  install: 'apt-get install default-jre-headless',
};

/** The path of vnu.jar itself: the package's main module is that path as a string. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** Bounds one run over every document, the JVM's start included, on a busy two-core machine. */
const CHECK_TIMEOUT_MS = 120_000;

export interface HtmlDocumentToCheck {
  /** What the report calls it: the page's path. */
  name: string;
  html: string;
}

/** One error the checker found, with the line and the markup around it. */
export interface NuError {
  document: string;
  line?: number;
  message: string;
  extract?: string;
}

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error in `documents` (warnings and info left out), in one run of the checker. */
export async function nuHtmlErrors(documents: readonly HtmlDocumentToCheck[]): Promise<NuError[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nu-html-'));
  try {
    // Numbered files: a page's path may hold characters a file name cannot.
    const files = documents.map((_, index) => path.join(dir, `${index}.html`));
    await Promise.all(documents.map((document, index) => writeFile(files[index]!, document.html)));
    const nameOf = new Map(files.map((file, index) => [file, documents[index]!.name]));
    const { stdout } = await promisify(execFile)(
      JAVA,
      [
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...files,
      ],
      { timeout: CHECK_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    return messages.map((message) => ({
      document: (message.url && nameOf.get(fileURLToPath(message.url))) ?? message.url ?? '?',
      line: message.lastLine,
      message: `${message.type}: ${message.message}`,
      extract: message.extract,
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
