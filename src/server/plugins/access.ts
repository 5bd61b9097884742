import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { CompanyRole } from '../../shared/contracts/common';
import { errorCodes } from '../../shared/contracts/errors';
import { nb } from '../../shared/texts/messages';
import { accessLevels, isAccess } from '../access-levels';
import type { Access, AccessRule } from '../access-levels';
import { HttpError, forbidden, unauthenticated } from '../errors';
import { requireCompanyAccess } from '../services/companies';
import type { CompanyRow } from '../db/schema';
import type { StaffScope } from '../services/staff/rest-op';

/** The hut a request may act for, checked by the access plugin before the handler runs. */
export interface HutScope extends StaffScope {
  company: CompanyRow;
  /** The user's role there; network admins count as admins everywhere. */
  role: CompanyRole;
  viaNetworkAdmin: boolean;
}

/** One row of the route table: what Fastify registered, with its declared access. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** 'scope': a third-party plugin's route, with the access of its scope (declareScopeAccess). */
  declaredBy: 'route' | 'scope';
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (access-levels.ts). A route without it stops start-up. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route as Fastify registered it, in order: for the authorization matrix and the docs. */
    routeTable: RouteEntry[];
    /** Access of every route registered inside this scope (declareScopeAccess). */
    scopeAccess?: Access;
  }
  interface FastifyRequest {
    /** The checked hut of a hut-scoped route; null on every other route. */
    hut: HutScope | null;
  }
}

/**
 * Routes that a third-party plugin registers (the built app's files, the API reference) cannot
 * carry our route options, so the scope they are registered in declares their access instead.
 */
export function declareScopeAccess(scope: FastifyInstance, access: Access): void {
  scope.decorate('scopeAccess', access);
}

type Hook<K extends 'preValidation' | 'preHandler'> = NonNullable<RouteOptions[K]>;
type HookFn<K extends 'preValidation' | 'preHandler'> = Extract<
  Hook<K>,
  (...args: never) => unknown
>;

function prepend<K extends 'preValidation' | 'preHandler'>(
  hook: HookFn<K>,
  existing: RouteOptions[K],
): HookFn<K>[] {
  if (existing === undefined) return [hook];
  // Fastify types a route's hook option as "one hook or an array of them"; TypeScript cannot
  // narrow that union through the generic K, so the flattened array is stated, not inferred.
  return [hook, ...(Array.isArray(existing) ? existing : [existing])] as HookFn<K>[];
}

const numberField = (value: unknown, key: string): number | undefined => {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'number' ? field : undefined;
};

/** Who the caller is: checked before the input is validated (401 first, then 403). */
function authenticate(rule: AccessRule) {
  return async (request: FastifyRequest) => {
    if (!request.user || !request.session) throw unauthenticated();
    if (rule.networkAdmin && request.user.is_network_admin !== 1) {
      throw forbidden(nb.networkAdminOnly);
    }
  };
}

function hutIdOf(request: FastifyRequest, rule: AccessRule): number {
  const fromSession = () => {
    const id = request.session?.companyId ?? null;
    if (id === null) throw new HttpError(409, errorCodes.badRequest, nb.noCompanySelected);
    return id;
  };
  if (rule.hut === 'session') return fromSession();
  if (rule.hut === 'bodyOrSession') return numberField(request.body, 'company_id') ?? fromSession();
  const id = numberField(request.params, 'id');
  // Start-up refuses a params-scoped route without :id, and validation made it a number.
  if (id === undefined) throw new Error(`${request.method} ${request.url}: no hut id in params`);
  return id;
}

/**
 * Where the caller may act: after validation, because the hut may come from the input. Checked
 * on every call, so a role taken away ends access at once. 409 no hut chosen, 404, 403.
 */
function checkHut(rule: AccessRule) {
  return async (request: FastifyRequest) => {
    const user = request.user;
    if (!user) throw unauthenticated();
    const companyId = hutIdOf(request, rule);
    const access = await requireCompanyAccess(request.server.db, user, companyId, rule.roles);
    request.hut = {
      companyId,
      actorId: user.id,
      company: access.company,
      role: access.role,
      viaNetworkAdmin: access.viaNetworkAdmin,
    };
  };
}

const methodsOf = (route: RouteOptions): HTTPMethods[] =>
  Array.isArray(route.method) ? route.method : [route.method];

/** A declaration that cannot be enforced is as bad as none. */
function assertEnforceable(route: RouteOptions, access: Access, rule: AccessRule) {
  const where = `${methodsOf(route).join(',')} ${route.url}`;
  if (rule.hut === 'params' && !/(^|\/):id(\/|$)/.test(route.url)) {
    throw new Error(`${where}: access '${access}' reads the hut from :id, which the URL lacks`);
  }
  if (rule.hut === 'bodyOrSession' && route.schema?.body === undefined) {
    throw new Error(
      `${where}: access '${access}' reads company_id from a body it does not declare`,
    );
  }
}

/**
 * Route access, enforced in one place. Its onRoute hook refuses (at start-up) a route without an
 * access declaration, records every route in `app.routeTable`, and gives each route the checks
 * its level needs: who the caller is before validation, the hut after it. Public routes get no
 * hook at all.
 */
export const accessPlugin = fp(
  async (app) => {
    app.decorate('routeTable', []);
    app.decorateRequest('hut', null);

    app.addHook('onRoute', function (route) {
      const declared = route.config?.access;
      const access: unknown = declared ?? this.scopeAccess;
      if (!isAccess(access)) {
        throw new Error(
          `${methodsOf(route).join(',')} ${route.url} declares no access: give it config.access ` +
            `(one of ${Object.keys(accessLevels).join(', ')}); see src/server/routes/README.md`,
        );
      }
      const rule: AccessRule = accessLevels[access];
      assertEnforceable(route, access, rule);
      route.config = { ...route.config, access };
      if (rule.session) route.preValidation = prepend(authenticate(rule), route.preValidation);
      if (rule.hut !== null) route.preHandler = prepend(checkHut(rule), route.preHandler);
      for (const method of methodsOf(route)) {
        app.routeTable.push({
          method,
          url: route.url,
          access,
          declaredBy: declared === undefined ? 'scope' : 'route',
          schema: route.schema,
        });
      }
    });
  },
  { name: 'app-access', fastify: '5.x', dependencies: ['app-xsrf'] },
);
