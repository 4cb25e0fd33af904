/** The advice when one record could not be loaded: most often it was deleted meanwhile. */
export const MAY_BE_DELETED = "It may have been deleted. Go back to the list and choose another.";

/**
 * What a page or list shows when its data could not be loaded: what failed, what to do, and
 * Try again when trying again can help. `what` starts the heading ("The users" → "The users
 * could not be loaded").
 */
export function LoadFailed({
  what,
  advice = "Check the connection, then try again.",
  onRetry,
  className,
  heading: Heading = "h2",
}: {
  what: string;
  advice?: string;
  onRetry?: () => void;
  className?: string;
  /** h3 where the failure is a section's, under the page's own h2. */
  heading?: "h2" | "h3";
}) {
  return (
    <div className={className ? `empty-frame ${className}` : "empty-frame"} role="alert">
      <Heading>{what} could not be loaded</Heading>
      <p>{advice}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
