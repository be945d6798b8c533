// Spec section 2's creation routes: the builder, or for the tools this site does not have (idea,
// story and ad tools) a page that says what they are and leads to the builder.

import { useEffect } from 'react';
import { creationPage, type CreationTool, PIN_BUILDER_PATH, titleFor } from 'shared-contracts/rules';
import { PinBuilderPage } from './PinBuilderPage';
import styles from './PinBuilder.module.css';

export function CreationToolPage({ tool }: { tool: CreationTool }) {
  const page = creationPage(tool);
  const heading = page.kind === 'elsewhere' ? page.heading : null;
  useEffect(() => {
    if (heading) document.title = titleFor(heading);
  }, [heading]);
  if (page.kind === 'builder') return <PinBuilderPage />;
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="tool-heading">
      <h1 id="tool-heading">{page.heading}</h1>
      <p>{page.text}</p>
      <p>
        <a className="pb-button pb-button--primary" href={PIN_BUILDER_PATH}>
          Create a Pin
        </a>
      </p>
    </section>
  );
}
