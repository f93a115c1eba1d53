// Stub: built by the storefront work in progress.
export default function Stub() {
  return (
    <section className="placeholder">
      <h1>vacancies</h1>
    </section>
  );
}
