import { useEffect, useState } from "react";

/**
 * The year at build time in the HTML, corrected in the browser, so a page
 * built in December still shows the right year in January without a
 * hydration mismatch.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
