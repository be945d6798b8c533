// What a card tells a search engine's crawler beyond its picture, out of sight of people: the SEO
// title and description, the board, the related interest and the save count.

import type { ApiGridPin } from 'shared-contracts/api';

export function BotPinSummary({ pin, title }: { pin: ApiGridPin; title: string }) {
  return (
    <div className="pb-visually-hidden">
      <p>{pin.seoTitle || title}</p>
      {pin.seoDescription && <p>{pin.seoDescription}</p>}
      {pin.board && <p>Saved to {pin.board.name}</p>}
      {pin.sourceInterest && <p>Related interest: {pin.sourceInterest.name}</p>}
      <p>{pin.aggregatedPinData.saves} saves</p>
    </div>
  );
}
