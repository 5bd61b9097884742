/** Lånekurv: the staff screen (built in its own feature folder). */
export function CartPage() {
  return (
    <div className="page">
      <h1>Lånekurv</h1>
    </div>
  );
}
