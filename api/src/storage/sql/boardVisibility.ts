// Which boards a viewer sees listed, as one SQL condition on `b`, so a profile's board list, its
// board and pin counts and its pins always agree. (Reading a board is boardAccessFor's canRead:
// any non-secret board by link, secret ones for members and invitees.)

import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** A user's boards: those they own and the group boards they have joined. */
export const boardOfUser = (owner: number): RawBuilder<SqlBool> => sql<SqlBool>`(b.owner_id = ${owner}
  OR EXISTS (SELECT 1 FROM board_collaborators m WHERE m.board_id = b.id AND m.user_id = ${owner} AND m.status = 'accepted'))`;

/** Listed: public boards, the viewer's own (a user id; -1 for a visitor), and boards the viewer has joined as a collaborator. */
export const listableBoard = (viewer: number): RawBuilder<SqlBool> => sql<SqlBool>`(b.privacy = 'public' OR b.owner_id = ${viewer}
  OR EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = ${viewer} AND c.status = 'accepted'))`;
