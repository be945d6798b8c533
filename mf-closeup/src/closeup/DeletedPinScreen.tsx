// A deleted pin's page (story pins included): the spec's 'Unavailable' and 'Removed by the
// creator' where the pin was, no Save or Share (there is nothing left to save or send), and the
// ways on that a not-found page offers. The document says HTTP 410 and noindex (the edge server).

import { useEffect, useId } from 'react';
import { DELETED_PIN_DETAIL, DELETED_PIN_HEADING, titleFor } from 'shared-contracts/rules';

export function DeletedPinScreen() {
  const headingId = useId();
  useEffect(() => {
    document.title = titleFor(DELETED_PIN_HEADING);
  }, []);
  return (
    <section className="pb-screen pb-state" aria-labelledby={headingId}>
      <h1 id={headingId} className="pb-state__heading">
        {DELETED_PIN_HEADING}
      </h1>
      <p className="pb-state__text">{DELETED_PIN_DETAIL}</p>
      <p>
        <a className="pb-button pb-button--primary" href="/">
          Go to the home feed
        </a>
      </p>
    </section>
  );
}
