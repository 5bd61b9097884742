/** Utlånsoversikt: the staff screen (built in its own feature folder). */
export function LoansPage() {
  return (
    <div className="page">
      <h1>Utlånsoversikt</h1>
    </div>
  );
}
