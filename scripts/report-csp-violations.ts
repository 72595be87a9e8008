/**
 * Logs each Content-Security-Policy violation as a console error (run in the page, before its own scripts), so that
 * the smoke check and every browser test, in every engine, catch one the way they catch any other console error.
 */
export const reportCspViolations = () =>
  document.addEventListener("securitypolicyviolation", (e) =>
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`),
  );
