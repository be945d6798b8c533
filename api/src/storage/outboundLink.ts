// How a pin's outbound link is published is the server's to say (server/offsiteLinks.ts: a signed
// redirect through /offsite/), not storage's: storage reads the link and asks this of it, for every
// pin it reads back as the API answers it (`trackedLink`).

/** The link the API publishes for a pin's `link`, or null where none may go out. */
export type OutboundLink = (pinId: string, link: string | null) => string | null;

/** The secrets storage keeps (server_secrets), by name, made on first asking. */
export type StoredSecret = (name: string) => Promise<Buffer>;

/**
 * Makes the OutboundLink once, when storage opens, from what storage keeps (its secrets), so that
 * reading a pin never writes.
 */
export type OutboundLinkMaker = (secret: StoredSecret) => Promise<OutboundLink>;
