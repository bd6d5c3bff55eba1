/** An accessible loading indicator: a polite status with a text alternative. */
export function Spinner({ label = 'Loading…', fullPage = false, showLabel = false }: { label?: string; fullPage?: boolean; showLabel?: boolean }) {
  return (
    <div className={fullPage ? 'spinner-wrap spinner-wrap--page' : 'spinner-wrap'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </div>
  );
}
