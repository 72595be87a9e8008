import { Suspense, useLayoutEffect, useState, type ReactNode } from "react";
import { hydration } from "../start/hydration";

/**
 * A `<Suspense>` that only splits hydration: React hydrates each boundary in a task of its own, so that no single long
 * task blocks input. Nothing inside suspends; the server HTML is complete. It tells src/start/hydration.ts when its
 * content has hydrated.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [boundary] = useState(() => ({}));
  // Layout effects: the boundary must count before the commit's passive effects subscribe the router.
  useLayoutEffect(() => hydration.boundaryMounted(boundary), [boundary]);
  return (
    <Suspense>
      <ReportHydrated boundary={boundary} />
      {children}
    </Suspense>
  );
}

function ReportHydrated({ boundary }: { boundary: object }) {
  useLayoutEffect(() => hydration.boundaryHydrated(boundary), [boundary]);
  return null;
}
