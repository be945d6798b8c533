// Which boards a viewer sees listed, as one SQL condition on `b` with an @viewer parameter, so a
// profile's board list, its board and pin counts and its pins always agree. (Reading a board is
// boardAccessFor's canRead: any non-secret board by link, secret ones for members and invitees.)

/** A user's boards (@owner): those they own and the group boards they have joined. */
export const BOARD_OF_USER = `(b.owner_id = @owner
  OR EXISTS (SELECT 1 FROM board_collaborators m WHERE m.board_id = b.id AND m.user_id = @owner AND m.status = 'accepted'))`;

/** Listed: public boards, the viewer's own, and boards the viewer has joined as a collaborator. */
export const LISTABLE_BOARD = `(b.privacy = 'public' OR b.owner_id = @viewer
  OR EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = @viewer AND c.status = 'accepted'))`;
