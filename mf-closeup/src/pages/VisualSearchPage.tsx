// /pin/{id}/visual-search/ and .../products/: pins whose pictures look like this one (ranked by the
// API from the pictures themselves), shown by the feed area's grid.

import { useMemo } from 'react';
// The feed area's published types for its grid: this page is type-checked against them.
import type { PinGridMountProps } from 'mf_feed/PinGrid';
import { PinGridHost } from 'react-kit';
import { PinSubpage } from './PinSubpage';

function lookalikeGrid(pinId: string, products: boolean): PinGridMountProps {
  return {
    feed: {
      key: `visual:${pinId}:${products}`,
      resource: 'VisualSearchResource',
      options: { pin_id: pinId, ...(products ? { products: true } : {}) },
    },
    surface: products ? 'VisualInspirationShoppingPin' : 'RelatedPinGrid',
    label: products ? 'Products that look like this' : 'Pins that look like this',
    emptyText: products ? 'No products look like this yet.' : 'No Pins look like this yet.',
  };
}

function Lookalikes({ pinId, products }: { pinId: string; products: boolean }) {
  const grid = useMemo(() => lookalikeGrid(pinId, products), [pinId, products]);
  return (
    <>
      <p>
        {products ? (
          <a href={`/pin/${pinId}/visual-search/`}>See all Pins that look like this</a>
        ) : (
          <a href={`/pin/${pinId}/visual-search/products/`}>Only products</a>
        )}
      </p>
      <PinGridHost grid={grid} unavailableText="Pins could not be loaded right now." />
    </>
  );
}

export function VisualSearchPage({ pinId, products }: { pinId: string; products: boolean }) {
  return (
    <PinSubpage pinId={pinId} wide heading={products ? 'Products that look like this' : 'Pins that look like this'}>
      {() => <Lookalikes pinId={pinId} products={products} />}
    </PinSubpage>
  );
}
