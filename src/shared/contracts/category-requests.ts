import * as z from 'zod/mini';
import { CATEGORY_REQUEST_STATUSES } from '../domain/statuses';
import {
  categoryRequestLabels as labels,
  categoryRequestTexts as t,
} from '../texts/category-requests';
import { bodyIdSchema, idSchema } from './common';
import { textSchema } from './text';

/** POST /api/company/{id}/category-requests: SPEC §3's four fields; name and location required. */
export const categoryRequestInputSchema = z.object({
  categoryName: textSchema({ label: labels.categoryName, max: 60, required: true }),
  /** The season or main category it should lie under: its id as a number (the form converts). */
  parentId: bodyIdSchema(t.locationRequired),
  productName: textSchema({ label: labels.productName, max: 80 }),
  productLocation: textSchema({ label: labels.productLocation, max: 200 }),
});
export type CategoryRequestInput = z.input<typeof categoryRequestInputSchema>;
export const CATEGORY_REQUEST_FIELDS = [
  'categoryName',
  'parentId',
  'productName',
  'productLocation',
] as const;

export const categoryRequestStatusEnum = z.enum(CATEGORY_REQUEST_STATUSES);

export const categoryRequestSchema = z.object({
  id: z.number(),
  category_name: z.string(),
  category_location: z.string(),
  parent_id: z.nullable(z.number()),
  product_name: z.nullable(z.string()),
  product_location: z.nullable(z.string()),
  status: categoryRequestStatusEnum,
  answer: z.nullable(z.string()),
  created_at: z.string(),
  handled_at: z.nullable(z.string()),
  /** The network admin's list: which hut asked, and who. */
  hut: z.string(),
  requested_by: z.string(),
});
export type CategoryRequest = z.infer<typeof categoryRequestSchema>;
export const categoryRequestsResponseSchema = z.object({
  requests: z.array(categoryRequestSchema),
});
export const categoryRequestMessageSchema = z.object({ message: z.string() });

/** PUT /api/network/category-requests/{requestId}: add it to the tree, or decline with a reason. */
export const categoryRequestAnswerSchema = z
  .object({
    status: z.enum(['added', 'declined'], { error: t.invalidStatus }),
    answer: textSchema({ label: labels.answer, max: 500, multiLine: true }),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.status === 'declined' && v.answer === '') {
        ctx.addIssue({ code: 'custom', path: ['answer'], message: t.answerRequired, input: v });
      }
    }),
  );
export type CategoryRequestAnswer = z.input<typeof categoryRequestAnswerSchema>;
export const categoryRequestParamsSchema = z.object({ requestId: idSchema });
