import type { CSSProperties } from "react";

/** Custom properties for a style attribute, e.g. cssVars({ "--reveal-from-y": "60px" }). */
export const cssVars = (vars: Record<`--${string}`, string>) => vars as CSSProperties;
