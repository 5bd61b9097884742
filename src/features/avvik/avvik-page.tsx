/** Avvik: the staff screen (built in its own feature folder). */
export function AvvikPage() {
  return (
    <div className="page">
      <h1>Avvik</h1>
    </div>
  );
}
