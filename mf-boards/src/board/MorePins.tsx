// Under a list of a board's Pins read page by page (bulk edit, the cover picker): that more are
// loading, or the button that loads them.

export function MorePins({ loading, hasMore, onLoadMore }: { loading: boolean; hasMore: boolean; onLoadMore: () => void }) {
  if (loading) return <p role="status">Loading Pins…</p>;
  if (!hasMore) return null;
  return (
    <button type="button" className="pb-button" onClick={onLoadMore}>
      Load more Pins
    </button>
  );
}
