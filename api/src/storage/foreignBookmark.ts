// What storage says of a page position it cannot use: a bookmark from another feed, malformed or
// forged. A domain error, not an HTTP one: the API's error handler answers it as a 400 at the
// `bookmark` field (server/errorHandler.ts).

export class ForeignBookmark extends Error {
  constructor(readonly feed: string) {
    super(`the bookmark does not belong to the ${feed} feed`);
    this.name = 'ForeignBookmark';
  }
}
