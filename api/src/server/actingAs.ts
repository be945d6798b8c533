// Acting for a business profile (spec sections 6 and 7): a call that carries orbac_subject_id runs
// as that business when the signed-in member may act for it (shared-contracts' actingAs rules), and
// is refused before anything is read or written when not.

import type { FastifyRequest } from 'fastify';
import { ACTING_READ_ONLY_MESSAGE, mayActFor, profileUnavailableReason } from 'shared-contracts/rules';
import type { Storage } from '../storage/storage';
import { ApiHttpError } from './apiHttpError';
import { requireUser } from './requestContext';
import { userSubject } from '../storage/subject';

export const FORGED_SUBJECT_MESSAGE = "You can't act for that business profile.";

const READS = new Set(['GET', 'HEAD']);

/**
 * The subject a call names, read only from the options its schema checked: a call whose contract
 * has no orbac_subject_id refuses the field (strict schemas), and one with no options at all
 * (no schema) is not acting for anyone, whatever its query string says.
 */
function namedSubject(request: FastifyRequest): number | null {
  const schema = request.routeOptions.schema;
  const options = READS.has(request.method) ? (schema?.querystring ? request.query : undefined) : schema?.body ? request.body : undefined;
  const subject = (options as { orbac_subject_id?: unknown } | undefined)?.orbac_subject_id;
  return typeof subject === 'string' ? Number(subject) : null;
}

/** The preHandler: after validation, so the id is well formed; before the handler, so a refusal writes nothing. */
export function actAsSubject(storage: Storage) {
  return async (request: FastifyRequest): Promise<void> => {
    const subjectId = namedSubject(request);
    if (subjectId === null) return;
    const memberId = requireUser(request);
    if (subjectId === memberId) return;
    const profile = await storage.businessAccessOf(memberId, subjectId);
    if (!profile) throw ApiHttpError.forbidden(FORGED_SUBJECT_MESSAGE);
    const unavailable = profileUnavailableReason(profile);
    if (unavailable !== null) throw ApiHttpError.forbidden(unavailable);
    if (!mayActFor(profile, !READS.has(request.method))) throw ApiHttpError.forbidden(ACTING_READ_ONLY_MESSAGE);
    request.actingMemberId = memberId;
    request.viewer = { ...request.viewer, userId: subjectId, subject: userSubject(subjectId) };
  };
}
