import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
} from 'fastify';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../shared/contracts/errors';
import { accessLevels } from '../access-levels';
import type { Access, HutAccess, SessionAccess } from '../access-levels';
import type { HutScope } from '../plugins/access';
import type { ActiveSession, AuthUser } from '../services/sessions';

type Schema = z.core.$ZodType;
type SuccessStatus = 200 | 201 | 304;
/** 503 with a body of the route's own: a readiness probe's "not now, because …" (routes/health.ts). */
type AnswerStatus = SuccessStatus | 503;

/** An answer without a body (304). */
export const noBody = z.null();

export interface RouteSchemas {
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  /** The successful answers by status (`null`: no body). Error answers are added by defineRoute. */
  response: Partial<Record<AnswerStatus, Schema | null>>;
}

type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type Answer<R> = { [K in keyof R]: R[K] extends Schema ? z.input<R[K]> : never }[keyof R];

/** What the access plugin has established about the caller, by access level. */
export type Caller<A extends Access> = A extends HutAccess
  ? { user: AuthUser; session: ActiveSession; hut: HutScope }
  : A extends SessionAccess
    ? { user: AuthUser; session: ActiveSession }
    : { user: AuthUser | null; session: ActiveSession | null };

export type RouteContext<A extends Access, S extends RouteSchemas> = Caller<A> & {
  params: Parsed<S['params']>;
  query: Parsed<S['querystring']>;
  body: Parsed<S['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export interface RouteDefinition<A extends Access, S extends RouteSchemas> {
  method: HTTPMethods;
  url: string;
  access: A;
  /** One line for the API reference. */
  summary: string;
  tags: readonly string[];
  schema: S;
  config?: Omit<FastifyContextConfig, 'access'>;
  bodyLimit?: number;
  /** Thin: the input is valid and the caller checked; call a service and return its answer. */
  handler(context: RouteContext<A, S>): Promise<Answer<S['response']> | FastifyReply>;
}

const MUTATING: ReadonlySet<HTTPMethods> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error answers a route can give, from what it declares (bodies: errorBodySchema). */
export function errorStatuses(
  access: Access,
  method: HTTPMethods,
  schema: Omit<RouteSchemas, 'response'>,
  rateLimited: boolean,
  upload = false,
): number[] {
  const rule = accessLevels[access];
  const hasBody = schema.body !== undefined || upload;
  const statuses = [
    // A foreign Origin (every API route); no role at the hut; not the network admin.
    403,
    500,
    ...(hasBody || schema.params !== undefined || schema.querystring !== undefined ? [400] : []),
    ...(rule.session ? [401] : []),
    // An unknown hut, or an unknown row named in the URL.
    ...(rule.hut !== null || schema.params !== undefined ? [404] : []),
    ...(rule.hut === 'session' || rule.hut === 'bodyOrSession' ? [409] : []),
    ...(hasBody ? [413, 415, 422] : []),
    ...(MUTATING.has(method) ? [419] : []),
    ...(rateLimited ? [429] : []),
  ];
  return statuses.sort((a, b) => a - b);
}

/**
 * The one way to declare a route: its contract (zod schemas for params, query, body and answers)
 * and its access live in the route options, where the validator compiler, the access plugin and
 * the OpenAPI document all read them. The handler gets parsed input and the checked caller.
 */
export function defineRoute<A extends Access, S extends RouteSchemas>(
  app: FastifyInstance,
  definition: RouteDefinition<A, S>,
): void {
  const { method, url, access, summary, tags, schema, config, bodyLimit, handler } = definition;
  const { response, ...input } = schema;
  const answers: Record<number, Schema> = {};
  for (const [status, answer] of Object.entries(response)) {
    answers[Number(status)] = answer ?? noBody;
  }
  const upload = config?.upload !== undefined;
  for (const status of errorStatuses(access, method, input, config?.limit !== undefined, upload)) {
    answers[status] = errorBodySchema;
  }
  const rule = accessLevels[access];
  const routeSchema: FastifySchema = {
    summary,
    description: `Access: ${access}. ${rule.text}`,
    tags: [...tags],
    ...input,
    response: answers,
  };
  app.route({
    method,
    url,
    ...(bodyLimit !== undefined ? { bodyLimit } : {}),
    config: { ...config, access },
    schema: routeSchema,
    handler: async (request, reply): Promise<unknown> => {
      const { user, session, hut } = request;
      if ((rule.session && (!user || !session)) || (rule.hut !== null && !hut)) {
        throw new Error(`${method} ${url}: the access checks did not run`);
      }
      const context = {
        user,
        session,
        hut,
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      };
      // The validator compiler replaced params, query and body with the parsed contracts, and
      // the access plugin (checked just above) established the caller: this is that context.
      return handler(context as unknown as RouteContext<A, S>);
    },
  });
}
