import { isValidElement } from "react";
import { CHOSEN_THEME_COLOR_ID, THEME_COLOR, type ThemeChoice, themeScript } from "./theme-script";

const KEY = "theme-head";

/**
 * The theme's part of every page's head (gatsby-ssr.tsx). First the colours the browser tints its bars with: the
 * owner's theme if set, else the device's. Then the blocking script that applies the visitor's choice before the first
 * paint, and keeps the first of those colours in step with it, so they must come ahead of it.
 */
export const themeHead = (ownerDefault: ThemeChoice) => [
  ...(ownerDefault === "system"
    ? []
    : [
        <meta
          key={`${KEY}-chosen`}
          id={CHOSEN_THEME_COLOR_ID}
          name="theme-color"
          content={THEME_COLOR[ownerDefault]}
        />,
      ]),
  ...(["light", "dark"] as const).map((scheme) => (
    <meta
      key={`${KEY}-${scheme}`}
      name="theme-color"
      media={`(prefers-color-scheme: ${scheme})`}
      content={THEME_COLOR[scheme]}
    />
  )),
  <script key={`${KEY}-script`} dangerouslySetInnerHTML={{ __html: themeScript(ownerDefault) }} />,
];

export const isThemeHead = (element: unknown) => isValidElement(element) && String(element.key).startsWith(KEY);
