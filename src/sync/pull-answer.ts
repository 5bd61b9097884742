import * as z from 'zod/mini';
import {
  pullResponseSchema,
  syncChangesSchema,
  syncDeletedSchema,
  type PullResponse,
  type SyncTable,
} from '../shared/contracts/sync';

/**
 * A pull answer as this bundle reads it (docs/sync-protocol.md, "Op versions"). A server may be
 * newer than the bundle: its rows can carry a field this bundle does not know, or a status value
 * it has no word for. Such rows are kept as they came (stored, and sent on by the next bundle's
 * own reading), and `newer` names what was not understood so the device asks staff to update;
 * a pull never stops over them. An answer with anything else wrong (a row missing a field, a
 * field of the wrong type, no cursor) is refused whole and changes nothing.
 */
export interface PullAnswer {
  answer: PullResponse;
  /** `table.field` this bundle does not know (empty: the answer is understood whole). */
  newer: string[];
}

const TABLES = Object.keys(syncChangesSchema.shape).filter(
  (key): key is SyncTable => key !== 'deleted',
);

/** The least a row of any table must have for the device to store and replace it: its id. */
const anyRow = z.looseObject({ id: z.union([z.int(), z.string()]) });
const lenientSchema = z.object({
  cursor: pullResponseSchema.shape.cursor,
  full: z.boolean(),
  changes: z.optional(
    z.looseObject({
      ...Object.fromEntries(TABLES.map((table) => [table, z.optional(z.array(anyRow))])),
      deleted: z.optional(syncDeletedSchema),
    }),
  ),
});

export function readPullAnswer(body: unknown): PullAnswer | null {
  const strict = pullResponseSchema.safeParse(body);
  if (strict.success) {
    const newer = unknownFields(body);
    if (newer.length === 0) return { answer: strict.data, newer };
    return { answer: withUnknownFields(strict.data, body), newer };
  }
  // Only a value this bundle has no word for (an enum or literal of a row field) is newer data;
  // a row missing a field, or of the wrong type, is a broken answer and changes nothing here.
  if (!strict.error.issues.every((issue) => isNewerValue(issue, body))) return null;
  const lenient = lenientSchema.safeParse(body);
  if (!lenient.success) return null;
  const newer = [
    ...new Set(
      strict.error.issues.map((issue) => `${String(issue.path[1])}.${String(issue.path[3])}`),
    ),
  ];
  // The rows are kept as the server sent them, values this bundle has no word for included:
  // the screens show what they know of them until the update (their types name only the
  // values this bundle knows; a row with another one is counted as none of them).
  return { answer: lenient.data as PullResponse, newer };
}

/** A row field whose value is text this bundle has no word for (an unknown status, say). */
function isNewerValue(issue: z.core.$ZodIssue, body: unknown): boolean {
  const [changes, table, index, field] = issue.path;
  if (issue.code !== 'invalid_value' || issue.path.length !== 4 || changes !== 'changes') {
    return false;
  }
  const known = TABLES.find((t) => t === table);
  if (!known || typeof index !== 'number' || typeof field !== 'string') return false;
  return typeof rowsOf(body, known)[index]?.[field] === 'string';
}

function rowsOf(body: unknown, table: SyncTable): Record<string, unknown>[] {
  if (typeof body !== 'object' || body === null || !('changes' in body)) return [];
  const changes = body.changes;
  if (typeof changes !== 'object' || changes === null || !(table in changes)) return [];
  const rows: unknown = (changes as Record<string, unknown>)[table];
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

function knownFields(table: SyncTable): Set<string> {
  const element = syncChangesSchema.shape[table].def.innerType.def.element;
  return new Set(Object.keys(element.shape));
}

function unknownFields(body: unknown): string[] {
  const found = new Set<string>();
  for (const table of TABLES) {
    const known = knownFields(table);
    for (const row of rowsOf(body, table)) {
      for (const key of Object.keys(row)) if (!known.has(key)) found.add(`${table}.${key}`);
    }
  }
  return [...found];
}

/** The parsed rows with the fields this bundle does not know put back, as the server sent them. */
function withUnknownFields(answer: PullResponse, body: unknown): PullResponse {
  if (!answer.changes) return answer;
  const changes: Record<string, unknown> = { ...answer.changes };
  for (const table of TABLES) {
    const parsed = answer.changes[table];
    if (!parsed) continue;
    const raw = rowsOf(body, table);
    changes[table] = parsed.map((row, i) => ({ ...raw[i], ...row }));
  }
  return { ...answer, changes: changes as PullResponse['changes'] };
}
