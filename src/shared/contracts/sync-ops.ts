import * as z from 'zod/mini';
import { isValidIsoDate } from '../domain/dates/dates';
import { fieldLabels, nb } from '../texts/messages';
import { SYNC_EXCEPTION_RESOLUTIONS, syncMessages as m } from '../texts/sync';
import { syncExceptionSchema } from './sync-rows';
import { MAX_CHILDREN } from '../domain/children';
import { profileMessages } from '../texts/profile';
import { walkInFieldsSchema } from './walk-in';
import { memberRequestSchema } from './profile';
import { textSchema } from './text';
import { MAX_PARTS } from '../domain/equipment';
import { SETTABLE_UNIT_STATUSES } from '../domain/statuses';

/**
 * Outbox entries (docs/sync-protocol.md): one per staff command, made on the device in the
 * same Dexie transaction as the local change, and applied by the server exactly once.
 */

/** Ids of rows a device creates offline (loans, loan items, extensions) and of ops: UUIDv7. */
export const uuidV7Schema = z.pipe(
  z.string({ error: m.invalidId }).check(
    z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, {
      error: m.invalidId,
    }),
  ),
  z.transform((v: string) => v.toLowerCase()),
);

/** Server ids in JSON bodies: numbers only (no "12" strings), within a 32-bit integer column. */
export const serverIdSchema = z
  .number({ error: m.invalidNumberId })
  .check(
    z.int({ error: m.invalidNumberId }),
    z.positive({ error: m.invalidNumberId }),
    z.maximum(2_147_483_647, { error: m.invalidNumberId }),
  );

/**
 * A person named in an op: the server's id, or the UUIDv7 `ref` a device gave a walk-in it
 * registered offline (user.register), until it has learnt the server's id.
 */
export const personIdSchema = z.union([serverIdSchema, uuidV7Schema], { error: m.invalidPerson });
export type PersonId = z.output<typeof personIdSchema>;

/** A real calendar date, yyyy-MM-dd. */
export const calendarDateSchema = z
  .string({ error: m.invalidDate })
  .check(z.refine(isValidIsoDate, { error: m.invalidDate }));

const loanDates = {
  loanDate: calendarDateSchema,
  expectedReturnDate: calendarDateSchema,
};

/** A return date before the loan date is a typing error, not a loan. */
const datesInOrder = z.refine<{ loanDate: string; expectedReturnDate: string }>(
  (v) => v.expectedReturnDate >= v.loanDate,
  { path: ['expectedReturnDate'], error: m.returnBeforeLoan },
);

/** A date field staff fill in: required first, then a real day (one message at a time). */
const typedDate = (label: string) =>
  z
    .string({ error: nb.required(label) })
    .check(
      z.minLength(1, { error: nb.required(label), abort: true }),
      z.refine(isValidIsoDate, { error: m.invalidDate }),
    );

/** Lånekurv's date fields (SPEC §4): the rules the cart ops apply, as staff type the dates. */
export const cartDatesFormSchema = z
  .object({
    loanDate: typedDate(fieldLabels.loanDate),
    expectedReturnDate: typedDate(fieldLabels.expectedReturnDate),
  })
  .check(datesInOrder);
export type CartDatesForm = z.infer<typeof cartDatesFormSchema>;

export const cartAddPayloadSchema = z
  .object({
    loanId: uuidV7Schema,
    loanItemId: uuidV7Schema,
    customerId: personIdSchema,
    unitId: serverIdSchema,
    ...loanDates,
  })
  .check(datesInOrder);
export const cartRemovePayloadSchema = z.object({ loanItemId: uuidV7Schema });
/** Lagre in the cart: the dates, and (if given) which of the borrower's children it is for. */
export const loanSavePayloadSchema = z
  .object({
    loanId: uuidV7Schema,
    ...loanDates,
    /** Absent: unchanged; null: the borrower themselves. */
    memberId: z.optional(z.nullable(uuidV7Schema)),
  })
  .check(datesInOrder);
export const loanHandOutPayloadSchema = z
  .object({ loanId: uuidV7Schema, ...loanDates })
  .check(datesInOrder);
/**
 * What staff saw at a return: the unit damaged (it goes to repair with the text as reason), parts
 * missing (an Avvik entry), or just a remark. Left on the unit as a note with the device's id.
 */
export const returnReportSchema = z
  .object({
    noteId: uuidV7Schema,
    damaged: z.boolean({ error: m.emptyReport }),
    text: textSchema({ label: fieldLabels.note, max: 500, multiLine: true }),
    /** Required since version 2 (sync-op-versions.ts); an older report is upcast with none. */
    missingParts: z
      .array(textSchema({ label: fieldLabels.note, max: 60, required: true }), {
        error: m.emptyReport,
      })
      .check(z.maxLength(MAX_PARTS, { error: m.emptyReport })),
  })
  .check(
    z.superRefine((r, ctx) => {
      if (r.damaged && r.text === '') {
        ctx.addIssue({ code: 'custom', path: ['text'], message: m.damageRequired, input: r });
      } else if (!r.damaged && r.text === '' && r.missingParts.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['text'], message: m.emptyReport, input: r });
      }
    }),
  );
export type ReturnReport = z.output<typeof returnReportSchema>;
export const loanItemReceivePayloadSchema = z.object({
  loanItemId: uuidV7Schema,
  report: z.optional(returnReportSchema),
});
export const loanReceiveAllPayloadSchema = z.object({ loanId: uuidV7Schema });
export const loanExtendPayloadSchema = z.object({
  extensionId: uuidV7Schema,
  loanId: uuidV7Schema,
  /** null: the whole loan. */
  loanItemId: z.nullable(uuidV7Schema),
  /** The new return date (version 1 called it `newDate`, sync-op-versions.ts). */
  expectedReturnDate: calendarDateSchema,
});
/** Repair, retirement (each with a reason) or back in service: a counter command, offline too. */
export const unitSetStatusPayloadSchema = z
  .object({
    unitId: serverIdSchema,
    status: z.enum(SETTABLE_UNIT_STATUSES, { error: m.invalidUnitStatus }),
    reason: z.nullable(textSchema({ label: fieldLabels.statusReason, max: 500 })),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.status !== 'available' && !v.reason) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: m.reasonRequired, input: v });
      }
    }),
  );
/** SPEC §3 Note: free text on a unit; the device makes its id. */
export const noteAddPayloadSchema = z.object({
  noteId: uuidV7Schema,
  unitId: serverIdSchema,
  text: textSchema({ label: fieldLabels.note, max: 500, required: true, multiLine: true }),
});
/** Deleting a note (after the confirmation SPEC §5 asks for). */
export const noteDeletePayloadSchema = z.object({ noteId: uuidV7Schema });
/**
 * "Came for this, none free" (statistics: unmet demand): a product, or a whole category when no
 * particular product was asked for, and the size if one was. The device makes the id.
 */
export const demandRecordPayloadSchema = z
  .object({
    demandId: uuidV7Schema,
    productId: z.nullable(serverIdSchema),
    categoryId: z.nullable(serverIdSchema),
    size: z.nullable(textSchema({ label: fieldLabels.size, max: 40 })),
  })
  .check(
    z.refine((v) => v.productId !== null || v.categoryId !== null, {
      path: ['productId'],
      error: m.demandWhat,
    }),
  );
/**
 * A person registered in the network joins the op's hut as a borrower (awaiting activation).
 * Only someone staff found by a whole email or phone number (the network lookup) can be
 * attached: the op carries what was typed, and the server attaches the person only if it is
 * theirs (docs/threat-model.md), so an id alone reaches nobody.
 */
export const userAttachPayloadSchema = z.object({
  userId: serverIdSchema,
  match: z.object(
    {
      kind: z.enum(['email', 'phone'], { error: m.attachNeedsMatch }),
      value: textSchema({ label: fieldLabels.lookup, max: 254, required: true }),
    },
    { error: m.attachNeedsMatch },
  ),
});
/**
 * A walk-in registered at the counter (offline too): name and phone, an email if they have one,
 * their children. `ref` is the device-made id; the person exists once however often it arrives.
 */
export const userRegisterPayloadSchema = z.object({
  ref: uuidV7Schema,
  ...walkInFieldsSchema.shape,
  children: z._default(
    z.optional(
      z
        .array(z.object({ id: uuidV7Schema, ...memberRequestSchema.shape }))
        .check(z.maxLength(MAX_CHILDREN, { error: profileMessages.tooManyChildren })),
    ),
    [],
  ),
});
/**
 * A flag is the hut's own: a person flagged there gets no loans or bookings there (SPEC §4);
 * other huts neither see it nor are bound by it (docs/threat-model.md).
 */
export const userFlagPayloadSchema = z.object({
  userId: personIdSchema,
  reason: textSchema({ label: fieldLabels.flagReason, max: 500, required: true }),
});
export const userUnflagPayloadSchema = z.object({ userId: personIdSchema });
export const userActivatePayloadSchema = z.object({
  userId: personIdSchema,
  reason: z.literal('legitimasjon', { error: m.invalidReason }),
});
/** Avvik: staff record how an exception was resolved (whether it suits the kind: the server). */
export const exceptionResolutionSchema = z.enum(SYNC_EXCEPTION_RESOLUTIONS, {
  error: m.invalidResolution,
});
export const exceptionResolvePayloadSchema = z.object({
  exceptionId: uuidV7Schema,
  resolution: exceptionResolutionSchema,
});

const opEnvelope = {
  /** The idempotency key. */
  id: uuidV7Schema,
  /**
   * The version of the type's contract the op was written in (absent: 1). The server and a
   * device's outbox upgrade rewrite older versions into the current one first
   * (sync-op-versions.ts), so this schema sees only current payloads.
   */
  v: z.optional(
    z.int({ error: m.invalidOpVersion }).check(z.positive({ error: m.invalidOpVersion })),
  ),
  companyId: serverIdSchema,
  actorId: serverIdSchema,
  deviceId: textSchema({
    label: 'Enhets-id',
    max: 100,
    required: true,
    messages: { type: m.invalidDevice, required: m.invalidDevice, tooLong: m.invalidDevice },
  }),
  /** Device clock: informative only, never used to order ops. */
  createdAt: z.iso.datetime({ offset: true, error: m.invalidTimestamp }),
  /** Per device, monotonic (device order). */
  seq: z
    .number({ error: m.invalidSeq })
    .check(
      z.int({ error: m.invalidSeq }),
      z.nonnegative({ error: m.invalidSeq }),
      z.maximum(2_147_483_647, { error: m.invalidSeq }),
    ),
};

const op = <T extends string, P extends z.ZodMiniType>(type: T, payload: P) =>
  z.object({ ...opEnvelope, type: z.literal(type), payload });

export const syncOpSchema = z.discriminatedUnion(
  'type',
  [
    op('cart.add', cartAddPayloadSchema),
    op('cart.remove', cartRemovePayloadSchema),
    op('loan.save', loanSavePayloadSchema),
    op('loan.handOut', loanHandOutPayloadSchema),
    op('loanItem.receive', loanItemReceivePayloadSchema),
    op('loan.receiveAll', loanReceiveAllPayloadSchema),
    op('loan.extend', loanExtendPayloadSchema),
    op('user.attach', userAttachPayloadSchema),
    op('user.register', userRegisterPayloadSchema),
    op('user.activate', userActivatePayloadSchema),
    op('user.flag', userFlagPayloadSchema),
    op('user.unflag', userUnflagPayloadSchema),
    op('exception.resolve', exceptionResolvePayloadSchema),
    op('unit.setStatus', unitSetStatusPayloadSchema),
    op('note.add', noteAddPayloadSchema),
    op('note.delete', noteDeletePayloadSchema),
    op('demand.record', demandRecordPayloadSchema),
  ],
  { error: m.unknownType },
);
export type SyncOp = z.infer<typeof syncOpSchema>;
export type SyncOpInput = z.input<typeof syncOpSchema>;
export type SyncOpType = SyncOp['type'];

/** The op types as a list (for labels and exhaustive checks); the same set as the union above. */
export const SYNC_OP_TYPES = [
  'cart.add',
  'cart.remove',
  'loan.save',
  'loan.handOut',
  'loanItem.receive',
  'loan.receiveAll',
  'loan.extend',
  'user.attach',
  'user.register',
  'user.activate',
  'user.flag',
  'user.unflag',
  'exception.resolve',
  'unit.setStatus',
  'note.add',
  'note.delete',
  'demand.record',
] as const satisfies readonly SyncOpType[];
// Compile-time check that no op type of the union is missing from the list.
const _allOpTypesListed: SyncOpType extends (typeof SYNC_OP_TYPES)[number] ? true : never = true;
export type SyncOpOf<T extends SyncOpType> = Extract<SyncOp, { type: T }>;

/**
 * POST /api/exceptions/{exceptionId}/resolve: the same op for an online client (REST), in the
 * session's current hut. Answers the exception as it stands afterwards.
 */
export const exceptionParamsSchema = z.object({ exceptionId: uuidV7Schema });
export const resolveExceptionRequestSchema = z.object(
  { resolution: exceptionResolutionSchema },
  { error: m.invalidResolution },
);
export type ResolveExceptionRequest = z.infer<typeof resolveExceptionRequestSchema>;
export const resolveExceptionResponseSchema = z.object({ exception: syncExceptionSchema });
export type ResolveExceptionResponse = z.infer<typeof resolveExceptionResponseSchema>;
