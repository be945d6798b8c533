// The CLI's side of the registry's HTTP API (/_platform/…): JSON in and out, the token in the
// Authorization header (never printed), and the registry's own sentence when it refuses.

export class RegistryRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: string[],
  ) {
    super(message);
  }
}

export interface RegistryClient {
  /** The registry's base URL, ending in '/'. */
  baseUrl: string;
  /** The answer's JSON as the registry's API documents it for `path`. */
  request: <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;
}

export function registryClient(baseUrl: string, token: string): RegistryClient {
  return {
    baseUrl,
    async request<T>(method: 'GET' | 'POST', apiPath: string, body?: unknown): Promise<T> {
      let response: Response;
      try {
        response = await fetch(new URL(apiPath.replace(/^\//, ''), baseUrl), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: unknown } }).cause?.code;
        throw new RegistryRefused(
          0,
          `cannot reach the registry at ${baseUrl}${typeof cause === 'string' ? ` (${cause})` : ''}: is it running, and is that its address? ` +
            'Name another with --registry, PINBOARD_REGISTRY_URL or "pinboard": { "registry": … } in package.json.',
          [],
        );
      }
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        throw new RegistryRefused(
          response.status,
          `${baseUrl} answered ${response.status} with something that is not JSON: is that the registry's address?`,
          [],
        );
      }
      if (!response.ok) {
        const { error, details } = (parsed ?? {}) as { error?: unknown; details?: unknown };
        throw new RegistryRefused(
          response.status,
          typeof error === 'string' ? error : `the registry answered ${response.status}`,
          Array.isArray(details) ? details.map(String) : [],
        );
      }
      return parsed as T;
    },
  };
}
