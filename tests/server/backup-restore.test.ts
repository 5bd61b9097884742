import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushResult, SyncOpInput } from '../../src/shared/contracts/sync';
import { device, freeUnits, newId, openSyncWorld } from './sync-fixtures';
import { HttpStaff } from './support/http-staff';
import { startServerProcess, stopServerProcesses } from './support/server-process';

afterEach(stopServerProcesses);

/** A command of docs/backup.md, run as an operator would: through npm, in the repository. */
function runNpm(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** The commands docs/backup.md gives for the embedded database, read from its marked block. */
function documentedCommands(marker: string): string[] {
  const text = readFileSync('docs/backup.md', 'utf8');
  const found = new RegExp(`<!-- run: ${marker} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(text);
  if (!found?.[1]) throw new Error(`docs/backup.md has no ${marker} block`);
  return found[1].trim().split('\n');
}

/** `npm run backup -- "$BACKUP_FILE"` → ['backup', '--', file], with the variables filled in. */
function npmArgs(command: string, vars: Record<string, string>): string[] {
  const words = command.split(' ');
  expect(words.slice(0, 2)).toEqual(['npm', 'run']);
  return words.slice(2).map((word) =>
    word.replace(/^"\$(\w+)"$/, (_all, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`no value for ${name}`);
      return value;
    }),
  );
}

describe('backup and restore of the embedded database', () => {
  it('a backup taken while ops are pushed holds every op acknowledged before it began; restored, the server starts on it and takes the re-sent ops once', async () => {
    const world = await openSyncWorld('sqlite');
    const dir = mkdtempSync(join(tmpdir(), 'utstyrsbod-backup-'));
    try {
      const file = world.database.file ?? '';
      const units = await freeUnits(world.db, world.hutA, 20);
      const base = await startServerProcess({ file }, { PUSH_RATE_LIMIT: '1000000' });
      const staff = new HttpStaff(base);
      await staff.login('ansatt@utstyrsbod.no');
      const op = device(world.hutA, world.users.ansatt);
      const note = (i: number): SyncOpInput =>
        op({
          type: 'note.add',
          payload: { noteId: newId(), unitId: units[i % units.length] ?? 0, text: `Kopitest ${i}` },
        });

      // One tablet pushing continuously: every acknowledged op, with when its answer came.
      const acknowledged: { op: SyncOpInput; at: number }[] = [];
      let originalEpoch: string | null = null;
      let pushing = true;
      let count = 0;
      const pusher = (async () => {
        while (pushing) {
          const ops = [note(count++), note(count++), note(count++)];
          const { results, epoch } = await staff.push(ops);
          originalEpoch = epoch;
          const at = performance.now();
          results.forEach((result, i) => {
            expect(result.outcome).toBe('applied');
            const sent = ops[i];
            if (sent) acknowledged.push({ op: sent, at });
          });
        }
      })();
      while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));

      const [backupCommand = '', restoreCommand = ''] = documentedCommands('sqlite-backup-restore');
      const backupFile = join(dir, 'utstyrsbod-backup.sqlite');
      const began = performance.now();
      const backup = await runNpm(npmArgs(backupCommand, { BACKUP_FILE: backupFile }), {
        SQLITE_FILE: file,
      });
      const ended = performance.now();
      while (!acknowledged.some((a) => a.at > ended)) await new Promise((r) => setTimeout(r, 20));
      pushing = false;
      await pusher;
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`backup written: ${backupFile}`);
      // The copy was taken while the server went on acknowledging pushes.
      expect(acknowledged.filter((a) => a.at > began && a.at < ended).length).toBeGreaterThan(0);
      const before = acknowledged.filter((a) => a.at < began).map((a) => a.op.id);
      expect(before.length).toBeGreaterThanOrEqual(30);

      // Restoring over the database a server has open is refused, and changes nothing.
      const refused = await runNpm(['restore', '--', backupFile, file], {});
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('a server has it open; stop it first');

      // Into a fresh directory (the restore CLI makes it): the server starts cleanly on it.
      const restoredFile = join(dir, 'restored', 'utstyrsbod.sqlite');
      const restore = await runNpm(npmArgs(restoreCommand, { BACKUP_FILE: backupFile }), {
        SQLITE_FILE: restoredFile,
      });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(`restored: ${restoredFile}`);
      const restoredBase = await startServerProcess({ file: restoredFile });
      const ready = await fetch(`${restoredBase}/api/ready`);
      expect(ready.status).toBe(200);

      const restored = new SqliteDatabase(restoredFile, { readonly: true });
      try {
        const ids = new Set(restored.prepare('select op_id from applied_ops').pluck().all());
        const notes = new Set(restored.prepare('select id from notes').pluck().all());
        for (const id of before) expect(ids.has(id)).toBe(true);
        for (const { op: sent } of acknowledged.filter((a) => a.at < began)) {
          if (sent.type === 'note.add') expect(notes.has(sent.payload.noteId)).toBe(true);
        }
      } finally {
        restored.close();
      }

      // A tablet naming the epoch it last saw is refused whole before anything is applied: it
      // sends its decided entries again first, not a newer op ahead of them.
      const again = new HttpStaff(restoredBase);
      await again.login('ansatt@utstyrsbod.no');
      const newer = note(count++);
      const stale = await again.pushNaming(originalEpoch ?? '', [newer]);
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as { error: string }).error).toBe('epoch_changed');
      const check = new SqliteDatabase(restoredFile, { readonly: true });
      try {
        const stored = check.prepare('select count(*) from applied_ops where op_id = ?').pluck();
        expect(stored.get(newer.id)).toBe(0);
      } finally {
        check.close();
      }

      // The tablet sends again every entry it keeps: the restored server has a new epoch, knows
      // the ops of the backup (duplicate) and takes the lost ones once (applied).
      const ops = acknowledged.map((a) => a.op);
      const resent: PushResult[] = [];
      for (let i = 0; i < ops.length; i += 500) {
        const { results, epoch } = await again.push(ops.slice(i, i + 500));
        expect(epoch).not.toBeNull();
        expect(epoch).not.toBe(originalEpoch);
        resent.push(...results);
      }
      const outcome = new Map(ops.map((sent, i) => [sent.id, resent[i]?.outcome]));
      for (const id of before) expect(outcome.get(id)).toBe('duplicate');
      const lost = ops.filter((sent) => outcome.get(sent.id) === 'applied');
      expect(lost.length).toBeGreaterThan(0);
      expect(lost.length + [...outcome.values()].filter((o) => o === 'duplicate').length).toBe(
        ops.length,
      );
      const third = await again.push(lost);
      expect(third.results.every((result) => result.outcome === 'duplicate')).toBe(true);
      const after = new SqliteDatabase(restoredFile, { readonly: true });
      try {
        const notes = after.prepare('select count(*) from notes where text like ?').pluck();
        expect(notes.get('Kopitest %')).toBe(ops.length);
      } finally {
        after.close();
      }
    } finally {
      await stopServerProcesses();
      await world.database.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
