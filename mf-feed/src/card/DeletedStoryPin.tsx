/** A deleted story pin keeps its cell and says so (spec sections 1 and 8). */
export function DeletedStoryPin() {
  return (
    <div className="pin-card__unavailable">
      <p className="pin-card__unavailable-title">Unavailable</p>
      <p>Removed by the creator</p>
    </div>
  );
}
