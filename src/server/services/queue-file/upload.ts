import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { errorCodes } from '../../../shared/contracts/errors';
import {
  QUEUE_FILE_KIND,
  QUEUE_FILE_VERSION,
  queueFileSchema,
  type QueueUploadResponse,
} from '../../../shared/contracts/queue-file';
import { MAX_PUSH_OPS, syncRejectCodes, type PushResult } from '../../../shared/contracts/sync';
import { queueFileMessages as m } from '../../../shared/texts/queue-file';
import { pushOps } from '../sync';
import { hutAccess } from '../sync/hut-access';
import { deviceKeysOf } from './device-keys';
import { signedByOneOf } from './verify-signature';

/** Where the audit line goes (the request's logger). */
export interface AuditLog {
  info(fields: Record<string, unknown>, message: string): void;
}

/** A file refused whole: nothing of it was applied. */
const refused = (message: string) =>
  new HttpError(422, errorCodes.validation, message, { content: [message] });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A hut admin uploads a counter device's saved queue ("Ta ut ventende endringer"). The file is
 * refused whole, with why, unless it is one (JSON, the kind and a version this server reads),
 * names the admin's hut, is signed by a key its device registered for its user, holds only that
 * user's entries of that hut, and the user is staff there. Then its entries go through the same
 * push as the device's own sync, acting as the file's user: each op is decided once by its id,
 * so a second upload, or the device's own push after it, answers duplicates and changes nothing.
 */
export async function uploadQueueFile(
  db: Kysely<Database>,
  upload: { companyId: number; adminId: number; content: string },
  log: AuditLog,
): Promise<QueueUploadResponse> {
  const raw = parseJson(upload.content);
  if (!isRecord(raw) || raw.kind !== QUEUE_FILE_KIND) throw refused(m.notQueueFile);
  if (typeof raw.version === 'number' && raw.version > QUEUE_FILE_VERSION) {
    throw refused(m.newerVersion);
  }
  const parsed = queueFileSchema.safeParse(raw);
  if (!parsed.success) throw refused(parsed.error.issues[0]?.message ?? m.notQueueFile);
  const file = parsed.data;
  if (file.companyId !== upload.companyId) throw refused(m.otherHut);

  const keys = await deviceKeysOf(db, file.deviceId, file.userId);
  if (keys.length === 0) throw refused(m.unknownKey);
  // The raw fields, not the parsed ones: parsing may normalise (ids to lower case), and the
  // signature is over what the device wrote.
  if (!(await signedByOneOf(raw, file.signature, keys))) throw refused(m.badSignature);
  if (
    !file.entries.every(
      (e) => isRecord(e) && e.actorId === file.userId && e.companyId === file.companyId,
    )
  ) {
    throw refused(m.foreignEntries);
  }

  const user = await db
    .selectFrom('users')
    .select(['name', 'is_network_admin'])
    .where('id', '=', file.userId)
    .executeTakeFirst();
  const actor = { userId: file.userId, isNetworkAdmin: user?.is_network_admin === 1 };
  if (!user || (await hutAccess(db, actor, file.companyId)) !== 'allowed') {
    throw refused(m.notStaff);
  }

  const results: PushResult[] = [];
  for (let i = 0; i < file.entries.length; i += MAX_PUSH_OPS) {
    // An entry too new for this server holds every later one, as in one push: device order.
    if (results.some(isAhead)) break;
    results.push(...(await pushOps(db, actor, { ops: file.entries.slice(i, i + MAX_PUSH_OPS) })));
  }
  const count = (outcome: PushResult['outcome']) =>
    results.filter((r) => r.outcome === outcome).length;
  const held = results.filter(isAhead).length + (file.entries.length - results.length);
  const summary: QueueUploadResponse = {
    userName: user.name,
    createdAt: file.createdAt,
    total: file.entries.length,
    applied: count('applied'),
    exceptions: count('exception'),
    rejected: count('rejected') - results.filter(isAhead).length,
    duplicates: count('duplicate'),
    held,
  };
  // Ids and counts only: who uploaded whose queue from which device, and what became of it.
  const { userName: _name, ...counts } = summary;
  log.info(
    {
      event: 'queue_file_uploaded',
      companyId: file.companyId,
      adminId: upload.adminId,
      userId: file.userId,
      deviceId: file.deviceId,
      ...counts,
    },
    'saved queue uploaded',
  );
  return summary;
}

/** Written by a newer app than this server: not decided, it can be uploaded again later. */
const isAhead = (result: PushResult) =>
  result.outcome === 'rejected' && result.code === syncRejectCodes.opVersionAhead;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refused(m.notJson);
  }
}
