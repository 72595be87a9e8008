import type { GatsbySSR } from "gatsby";
import { startStatesScript } from "./src/motion/start-states";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    // Must run before the first paint, so it is inline and comes first.
    <script key="start-states" dangerouslySetInnerHTML={{ __html: startStatesScript() }} />,
    <link
      key="font-inter"
      rel="preload"
      href="/fonts/inter-latin-var.woff2"
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
};
