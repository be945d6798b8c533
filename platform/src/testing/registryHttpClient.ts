// The registry's HTTP API as the platform's own tests call it: JSON in and out, the token in the
// Authorization header, and the registry's refusal as an error with its status and details.
// (The `pinboard` CLI that teams install has its own client in cli/: it may not import the platform.)

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

export function registryClient(baseUrl: string, token: string | undefined): RegistryClient {
  return {
    async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      const response = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      const parsed: unknown = text ? JSON.parse(text) : {};
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

/** A build as the registry's deploy route takes it, with the contract read from its manifest. */
export function uploadBundle(client: RegistryClient, bundle: BuildBundle): Promise<DeployResult> {
  return client.request<DeployResult>('POST', '/_platform/versions', {
    remote: bundle.remote,
    packageVersion: bundle.packageVersion,
    contractsVersion: bundle.contractsVersion,
    shared: bundle.shared,
    files: bundle.files.map((f) => ({ path: f.path, integrity: f.integrity, contentBase64: f.bytes.toString('base64') })),
  });
}
