/** Lagerbeholdning: the staff screen (built in its own feature folder). */
export function StockPage() {
  return (
    <div className="page">
      <h1>Lagerbeholdning</h1>
    </div>
  );
}
