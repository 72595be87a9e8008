/**
 * Arrows that point along the line, drawn as text: on a right-to-left page they point the other way, as the page
 * reads (global.css, `.mirrored-in-rtl`). Screen readers skip them: the link's words say where it goes.
 */

/** Onwards: 'Next project', 'Read the case study'. */
export const ForwardArrow = () => (
  <span aria-hidden="true" className="mirrored-in-rtl">
    →
  </span>
);

/** Back: 'Previous project'. */
export const BackArrow = () => (
  <span aria-hidden="true" className="mirrored-in-rtl">
    ←
  </span>
);
