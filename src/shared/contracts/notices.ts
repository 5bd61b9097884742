import * as z from 'zod/mini';
import { noticeTexts } from '../texts/notices';
import { idSchema } from './common';

const text = z.string();

/**
 * A notice in the bell (SPEC §2, §4): the signed-in person's own, and their huts' staff notices
 * if they are staff there. `kind` stays open for newer servers (NOTICE_KINDS today).
 */
export const noticeSchema = z.object({
  id: z.number().check(z.int()),
  kind: text,
  message: text,
  read: z.boolean(),
  created_at: text,
  /** The hut it is from (staff notices, and a person's loans); null: the network. */
  company_id: z.nullable(z.number().check(z.int())),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/notifications: the newest first. */
export const noticesResponseSchema = z.object({ notices: z.array(noticeSchema) });
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;

export const noticeParamsSchema = z.object({ noticeId: idSchema });

/** PUT /api/notifications/{noticeId}: ticked (read) or unticked (unread). */
export const noticeReadRequestSchema = z.object(
  { read: z.boolean({ error: noticeTexts.invalidRead }) },
  { error: noticeTexts.invalidRead },
);
export type NoticeReadRequest = z.infer<typeof noticeReadRequestSchema>;
