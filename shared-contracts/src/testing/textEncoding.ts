// jsdom has no TextEncoder, which ky (the API client's HTTP) uses when it loads; components under
// test use a fake client, so only the class itself is needed, and Node's is the same standard one.
import { TextDecoder, TextEncoder } from 'node:util';

const page = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
page.TextEncoder ??= TextEncoder;
page.TextDecoder ??= TextDecoder;
