import { readFileSync } from 'node:fs';

/**
 * The shell blocks of a document that a test runs as written: each is a fenced block right after
 * a `<!-- run: name -->` comment. Answers them by name, in the order they appear.
 */
export function docBlocks(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const blocks = new Map<string, string>();
  const pattern = /<!-- run: ([\w-]+) -->\n```(?:sh|bash)\n([\s\S]*?)\n```/g;
  for (const match of text.matchAll(pattern)) {
    const [, name, body] = match;
    if (!name || body === undefined) continue;
    if (blocks.has(name)) throw new Error(`${file}: two blocks named ${name}`);
    blocks.set(name, body);
  }
  return blocks;
}

/** A block by name, or a failure naming the document: a renamed block must not pass unnoticed. */
export function docBlock(blocks: Map<string, string>, name: string): string {
  const block = blocks.get(name);
  if (block === undefined) throw new Error(`no block "run: ${name}" in the document`);
  return block;
}

/** `KEY=value` lines of a settings block (shell quoting of the value removed). */
export function envLines(block: string): Map<string, string> {
  const env = new Map<string, string>();
  for (const line of block.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!m?.[1] || m[2] === undefined) continue;
    env.set(m[1], m[2].replace(/^"(.*)"$/, '$1'));
  }
  return env;
}
