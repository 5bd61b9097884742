import * as z from 'zod/mini';
import { fieldLabels, nb } from '../texts/messages';
import { profileFieldLabels as labels, profileMessages as m } from '../texts/profile';
import { attachedCompanySchema, userSchema } from './auth';
import { registerRequestSchema } from './auth-requests';
import { companyRoleEnum, idSchema, loanItemStatusEnum, loanStatusEnum } from './common';
import { optionalPhoneSchema, textSchema } from './text';

/**
 * Min side (/minside): the signed-in person's own account, children (members), loans, huts and
 * sessions, and what they may change. Every route reads and writes the caller's own rows only.
 */
const int = z.number().check(z.int());
const text = z.string();
const optionalText = z.nullable(z.string());
const blankToNull = (value: string | null) => (value ? value : null);

/** Ids of children: UUIDv7, made by the device that adds them (or by the server). */
const uuidV7 = z.pipe(
  z.string({ error: m.invalidId }).check(
    z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, {
      error: m.invalidId,
    }),
  ),
  z.transform((v: string) => v.toLowerCase()),
);

/** As registration takes them: the same rules (and the same password policy on the server). */
const { name, email, password: newPassword, password_confirmation } = registerRequestSchema.shape;

/** A password as typed, checked against the stored hash (never trimmed). */
const currentPassword = (label: string) =>
  textSchema({ label, max: 200, required: true, trim: false });

/**
 * PUT /api/me/profile: name and phone (empty phone: none). The phone is stored in registration's
 * one form, so the counter finds the person by it and a walk-in with it shows as a duplicate.
 */
export const profileRequestSchema = z.object({
  name,
  phone: z._default(z.nullable(optionalPhoneSchema), null),
});
export type ProfileRequest = z.input<typeof profileRequestSchema>;

/** PUT /api/me/email: the new address, confirmed with the password. */
export const emailChangeRequestSchema = z.object({
  email,
  password: currentPassword(fieldLabels.password),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** PUT /api/me/password: the current one, and the new one twice (registration's rules). */
export const passwordChangeRequestSchema = z
  .object({
    current_password: currentPassword(labels.currentPassword),
    password: newPassword,
    password_confirmation,
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      error: nb.passwordsDiffer,
    }),
  );
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** DELETE /api/me: confirmed with the password. */
export const deleteAccountRequestSchema = z.object({
  password: currentPassword(fieldLabels.password),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

const height = z
  .number({ error: m.height })
  .check(
    z.int({ error: m.height }),
    z.minimum(40, { error: m.height }),
    z.maximum(220, { error: m.height }),
  );
/** Whole or half sizes (32, 32.5). */
const shoeSize = z.number({ error: m.shoeSize }).check(
  z.minimum(15, { error: m.shoeSize }),
  z.maximum(50, { error: m.shoeSize }),
  z.refine((size) => Number.isInteger(size * 2), { error: m.shoeSize }),
);

/** A child's fields (SPEC §3 Member): the name is required, the sizes are optional. */
const memberFields = {
  name: textSchema({
    label: labels.childName,
    max: 60,
    required: true,
    messages: { required: m.childNameRequired },
  }),
  height: z._default(z.nullable(height), null),
  shoeSize: z._default(z.nullable(shoeSize), null),
  helmetSize: z._default(
    z.pipe(z.nullable(textSchema({ label: labels.helmetSize, max: 20 })), z.transform(blankToNull)),
    null,
  ),
};

/** PUT /api/me/members/{memberId}: the child's fields as they should be. */
export const memberRequestSchema = z.object(memberFields);
export type MemberRequest = z.input<typeof memberRequestSchema>;

/**
 * POST /api/me/members. `id` (UUIDv7, made by the device) makes a retry safe: a child already
 * stored under that id is not added twice.
 */
export const newMemberRequestSchema = z.object({ id: z.optional(uuidV7), ...memberFields });
export type NewMemberRequest = z.input<typeof newMemberRequestSchema>;

export const memberParamsSchema = z.object({ memberId: uuidV7 });
export const myHutParamsSchema = z.object({ companyId: idSchema });

/** A child as Min side shows it. */
export const memberSchema = z.object({
  id: text,
  name: text,
  height: z.nullable(int),
  shoeSize: z.nullable(z.number()),
  helmetSize: optionalText,
});
export type Member = z.infer<typeof memberSchema>;

/** A unit of one of the person's loans, with the hut's notes on it while it is with them. */
export const myLoanItemSchema = z.object({
  /** The loan line (item-loan) id. */
  id: text,
  /** The unit's number (what is written on it). */
  unitId: int,
  product: text,
  size: optionalText,
  maxSize: optionalText,
  /** Measuring unit of the size ("cm", "EU"). */
  unit: optionalText,
  status: loanItemStatusEnum,
  dueDate: text,
  returnedAt: optionalText,
  notes: z.array(text),
});
export type MyLoanItem = z.infer<typeof myLoanItemSchema>;

/** A handed-out loan (open or closed); carts being prepared at the counter are not listed. */
export const myLoanSchema = z.object({
  id: text,
  number: int,
  hut: z.object({ id: int, name: text }),
  status: loanStatusEnum,
  loanDate: text,
  dueDate: text,
  closedAt: optionalText,
  /** The child the loan is for (SPEC §3 Member); null: the person themselves. */
  forChild: optionalText,
  items: z.array(myLoanItemSchema),
});
export type MyLoan = z.infer<typeof myLoanSchema>;

/**
 * GET /api/me: everything Min side shows, in one answer the device keeps for offline reading.
 * `user` and `attached_companies` are those of GET /api/userdata.
 */
export const myPageSchema = z.object({
  user: userSchema,
  attached_companies: z.array(attachedCompanySchema),
  members: z.array(memberSchema),
  loans: z.object({ current: z.array(myLoanSchema), previous: z.array(myLoanSchema) }),
  /** Server time of the answer ("sist oppdatert" when shown offline). */
  fetchedAt: text,
});
export type MyPage = z.infer<typeof myPageSchema>;

/** The answer of every change on Min side: what was done, and the page as it is now. */
export const myPageChangeSchema = z.object({ message: text, page: myPageSchema });
export type MyPageChange = z.infer<typeof myPageChangeSchema>;

/** A signed-in device of the person. `id` names the session without revealing its cookie. */
export const mySessionSchema = z.object({
  id: text,
  device: optionalText,
  createdAt: text,
  lastSeenAt: text,
  expiresAt: text,
  remember: z.boolean(),
  current: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;

export const mySessionsSchema = z.object({ sessions: z.array(mySessionSchema) });
export type MySessions = z.infer<typeof mySessionsSchema>;

export const endedSessionsSchema = z.object({ message: text, ended: int });

/** Answers that only say what happened (password changed, account deleted). */
export const accountMessageSchema = z.object({ message: text });

/**
 * GET /api/me/export: everything stored about the person, as a JSON file. The password is
 * never included (only a hash of it is stored, and that is not theirs to take away).
 */
export const myDataExportSchema = z.object({
  exportedAt: text,
  account: z.object({
    id: int,
    name: text,
    email: text,
    phone: optionalText,
    status: text,
    isVerified: z.boolean(),
    isNetworkAdmin: z.boolean(),
    createdAt: text,
    updatedAt: text,
  }),
  /** Each hut with what that hut recorded about the person: a flag (and its remark), notes. */
  huts: z.array(
    z.object({
      id: int,
      name: text,
      role: companyRoleEnum,
      since: text,
      isFlagged: z.boolean(),
      flagReason: optionalText,
      notes: optionalText,
    }),
  ),
  members: z.array(
    z.object({
      id: text,
      name: text,
      height: z.nullable(int),
      shoeSize: z.nullable(z.number()),
      helmetSize: optionalText,
      createdAt: text,
      updatedAt: text,
    }),
  ),
  loans: z.array(
    z.object({
      id: text,
      number: int,
      hut: z.object({ id: int, name: text }),
      status: loanStatusEnum,
      loanDate: text,
      dueDate: text,
      createdAt: text,
      closedAt: optionalText,
      items: z.array(
        z.object({
          id: text,
          unitId: int,
          product: text,
          size: optionalText,
          status: loanItemStatusEnum,
          dueDate: text,
          returnedAt: optionalText,
        }),
      ),
      extensions: z.array(z.object({ previousDate: text, newDate: text, createdAt: text })),
    }),
  ),
  sessions: z.array(
    z.object({ device: optionalText, createdAt: text, lastSeenAt: text, expiresAt: text }),
  ),
  notifications: z.array(z.object({ message: text, createdAt: text, readAt: optionalText })),
});
export type MyDataExport = z.infer<typeof myDataExportSchema>;
