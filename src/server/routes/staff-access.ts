import type { FastifyRequest } from 'fastify';
import { errorCodes } from '../../shared/contracts/errors';
import { nb } from '../../shared/messages';
import { HttpError, unauthenticated } from '../errors';
import { STAFF_ROLES } from '../services/companies';
import type { StaffScope } from '../services/staff/rest-op';

/** Admin or staff of the hut (network admins pass): 401, 404 unknown hut, 403 not staff there. */
export async function staffOf(request: FastifyRequest, companyId: number): Promise<StaffScope> {
  const user = request.requireUser();
  await request.requireCompanyRole(companyId, STAFF_ROLES);
  return { companyId, actorId: user.id };
}

/**
 * The session's current hut, for the calls of SPEC §7 that name no hut. Checked again on every
 * call: a role taken away after the hut was chosen ends access at once.
 */
export async function staffOfCurrentHut(request: FastifyRequest): Promise<StaffScope> {
  request.requireUser();
  if (!request.session) throw unauthenticated();
  const companyId = request.session.companyId;
  if (companyId === null) throw new HttpError(409, errorCodes.badRequest, nb.noCompanySelected);
  return staffOf(request, companyId);
}
