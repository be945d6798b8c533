// A pin's link out (spec sections 4, 5, 7 and 8): a new tab with noopener and noreferrer (nofollow
// when flagged). Where the spec wants the offsite check, the click waits for it: blocked,
// suspicious or porn shows 'Heads up!' and opens nothing; a failed check goes as normal and is
// counted. Empty and '#' links are not links (the closeup logs them): nothing to click.

import { useState, type MouseEvent, type ReactNode } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import { domainLabel, type OutboundLink as Outbound } from 'shared-contracts/rules';
import { useCloseupDeps } from '../data/deps';
import { checkOffsite, checkWithin, OFFSITE_CHECK_WAIT_MS } from './offsiteCheck';
import { HeadsUpDialog } from './HeadsUpDialog';

export interface OutboundLinkProps {
  pin: ApiPin;
  link: Outbound;
  className?: string;
  children?: ReactNode;
}

interface Warning {
  message: string;
  host: string;
}

export function OutboundLink({ pin, link, className, children }: OutboundLinkProps) {
  const { client, events } = useCloseupDeps();
  const [warning, setWarning] = useState<Warning | null>(null);
  const [checking, setChecking] = useState(false);

  if (link.kind !== 'external') return null;

  const followed = (viaServer: boolean) => {
    // The server's /offsite/ redirect logs the click-through itself.
    if (!viaServer) events.emit('pin/clicked-through', { pinId: pin.id, url: link.url, kind: 'click' });
  };
  const prefetch = () => {
    if (link.checked) void checkOffsite(pin.id, link.url, client);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const viaServer = link.href !== link.url;
    if (!link.checked) {
      followed(viaServer);
      return;
    }
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    void checkWithin(checkOffsite(pin.id, link.url, client), OFFSITE_CHECK_WAIT_MS).then((verdict) => {
      setChecking(false);
      if (verdict.kind === 'warn') {
        setWarning({ message: verdict.message, host: verdict.host || link.host });
        return;
      }
      if (verdict.kind === 'error') events.emit('link/check-failed', { pinId: pin.id, url: link.url });
      followed(viaServer);
      window.open(link.href, '_blank', 'noopener,noreferrer');
    });
  };

  return (
    <>
      <a
        className={className}
        href={link.href}
        target={link.target}
        rel={link.rel}
        aria-busy={checking}
        onClick={onClick}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {children ?? domainLabel(link.host, 'card')}
      </a>
      {warning && <HeadsUpDialog message={warning.message} host={warning.host} onClose={() => setWarning(null)} />}
    </>
  );
}
