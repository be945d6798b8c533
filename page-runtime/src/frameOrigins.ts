// The other sites the page's content policy lets it frame (surveys), told by the shell at start.

let framedOrigins: readonly string[] = [];

/** The shell's, at start: the origins the page's content policy lets it frame. */
export function provideFrameOrigins(origins: readonly string[]): void {
  framedOrigins = [...origins];
}

/** Whether the page may show `url` in a frame: its origin is one the content policy names. */
export function mayFrame(url: string): boolean {
  try {
    return framedOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
