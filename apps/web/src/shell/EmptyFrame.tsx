/** The frame of a screen that a later part of the product fills in. */
export function EmptyFrame({ title }: { title: string }) {
  return (
    <section>
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <div className="empty-frame">
        <p>This section is being prepared and will be available soon.</p>
      </div>
    </section>
  );
}
