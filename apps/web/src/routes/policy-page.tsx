// Stub: built by the storefront work in progress.
export default function Stub() {
  return (
    <section className="placeholder">
      <h1>policy-page</h1>
    </section>
  );
}
