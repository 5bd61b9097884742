/** Dashboard: the staff screen (built in its own feature folder). */
export function DashboardPage() {
  return (
    <div className="page">
      <h1>Dashboard</h1>
    </div>
  );
}
