// The CLI's side of the registry's HTTP API: JSON in and out, the token in the Authorization
// header (never printed), and the registry's own sentence when it refuses.

import type { AreaSize } from '../rules/budgets';
import type { BuildBundle } from '../registry/buildBundle';

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
  request: <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;
}

export function registryClient(baseUrl: string, token: string | undefined, fetchImpl: typeof fetch = fetch): RegistryClient {
  return {
    async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      let response: Response;
      try {
        response = await fetchImpl(new URL(path, baseUrl), {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch {
        throw new RegistryRefused(
          0,
          `cannot reach the registry at ${baseUrl}: is the site running (npm start)? Set PINBOARD_REGISTRY_URL to use another.`,
          [],
        );
      }
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        throw new RegistryRefused(response.status, `the registry answered ${response.status} with something that is not JSON`, []);
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

export interface DeployResult extends Partial<AreaSize> {
  remote: string;
  version: string;
  files: number;
}

export function uploadBundle(client: RegistryClient, bundle: BuildBundle): Promise<DeployResult> {
  return client.request<DeployResult>('POST', '/_platform/versions', {
    remote: bundle.remote,
    packageVersion: bundle.packageVersion,
    contractsVersion: bundle.contractsVersion,
    shared: bundle.shared,
    files: bundle.files.map((f) => ({ path: f.path, integrity: f.integrity, contentBase64: f.bytes.toString('base64') })),
  });
}
