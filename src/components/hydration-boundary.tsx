import { Suspense, useEffect, useState, type ReactNode } from "react";
import { hydration } from "../start/hydration";

/**
 * A `<Suspense>` that only splits hydration: React hydrates each boundary in a task of its own, so that no single long
 * task blocks input. Nothing inside suspends; the server HTML is complete. It tells src/start/hydration.ts when its
 * content has hydrated.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [boundary] = useState(() => ({}));
  // Gatsby's router subscribes in an effect of the root, which React runs after those of the page: by then every
  // boundary of the first page is counted.
  useEffect(() => hydration.boundaryMounted(boundary), [boundary]);
  return (
    <Suspense>
      {children}
      {/* After the content, so that a boundary nested in it has mounted by the time this reports. */}
      <ReportHydrated boundary={boundary} />
    </Suspense>
  );
}

function ReportHydrated({ boundary }: { boundary: object }) {
  useEffect(() => hydration.boundaryHydrated(boundary), [boundary]);
  return null;
}
