// Who may open a business's pages, and with which permissions (issue 20): the business account
// itself (as OWNER) and its members whose profile applies (shared-contracts' actingAs rules).
// Anyone else is told the business is not there, as for an id that names none.

import type { FastifyRequest } from 'fastify';
import { type ApiBusinessSummary } from 'shared-contracts/api';
import {
  type BusinessCapability,
  capabilitiesOf,
  CAPABILITY_TEXT,
  permissionLabel,
  profileUnavailableReason,
} from 'shared-contracts/rules';
import type { Storage } from '../storage/storage';
import { ApiHttpError } from './apiHttpError';
import { requirePerson } from './requestContext';

/** The business's header for the viewer, or a 404 / 403 when they may not open this screen. */
export async function openBusiness(
  storage: Storage,
  request: FastifyRequest,
  businessId: string,
  needs: BusinessCapability,
): Promise<ApiBusinessSummary> {
  // The person, never the business they may be acting for: a page's permissions are their own.
  const personId = requirePerson(request);
  const notFound = ApiHttpError.notFound('That business');
  const profile = await storage.businessProfile(Number(businessId));
  if (!profile) throw notFound;
  let permissions: string[];
  if (profile.id === String(personId)) {
    permissions = ['OWNER'];
  } else {
    const access = await storage.businessAccessOf(personId, Number(profile.id));
    if (!access) throw notFound;
    const unavailable = profileUnavailableReason(access);
    if (unavailable !== null) throw ApiHttpError.forbidden(unavailable);
    permissions = [...access.permissions];
  }
  if (!capabilitiesOf(permissions).includes(needs)) {
    const doing = CAPABILITY_TEXT[needs].charAt(0).toLowerCase() + CAPABILITY_TEXT[needs].slice(1);
    throw ApiHttpError.forbidden(
      `Your permission on ${profile.businessName} (${permissionLabel(permissions)}) doesn't let you ${doing}. Ask an owner or admin of the business for it.`,
    );
  }
  return { ...profile, permissions };
}
