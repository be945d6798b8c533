import type { AreaCustomProps } from 'shared-contracts/platform';

/** What every area exposes as './app': single-spa lifecycles taking the shell's props. */
export interface AreaMountProps extends AreaCustomProps {
  name: string;
  domElement: HTMLElement;
}

export interface AreaModule {
  bootstrap: (props: AreaMountProps) => Promise<unknown>;
  mount: (props: AreaMountProps) => Promise<unknown>;
  unmount: (props: AreaMountProps) => Promise<unknown>;
}

/** A federated module is untyped data until checked: refuse anything that is not lifecycles. */
export function assertAreaModule(value: unknown, remote: string): AreaModule {
  const candidate = value as Partial<Record<keyof AreaModule, unknown>> | null;
  const ok =
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.bootstrap === 'function' &&
    typeof candidate.mount === 'function' &&
    typeof candidate.unmount === 'function';
  if (!ok) throw new Error(`${remote}/app does not expose single-spa lifecycles`);
  return candidate as AreaModule;
}
