import { Fragment, type ReactNode } from "react";
import { labelPieces } from "../content/label-text";

/** A label (content/labels.json) with an element, or a text of its own, in each of its placeholders. */
export function Filled({ label, values }: { label: string; values: Readonly<Record<string, ReactNode>> }) {
  return labelPieces(label).map((piece, i) =>
    typeof piece === "string" ? piece : <Fragment key={i}>{values[piece.fill]}</Fragment>,
  );
}
