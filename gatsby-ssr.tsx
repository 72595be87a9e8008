import type { GatsbySSR } from "gatsby";
import { FOOTER_ID } from "./src/components/footer";
import { startStatesScript } from "./src/motion/start-states";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    // Must run before the first paint, so it is inline and comes first.
    <script key="start-states" dangerouslySetInnerHTML={{ __html: startStatesScript() }} />,
    // Chromium paints nothing until the page's HTML has been parsed down to its footer: the first frame then styles and
    // lays out the whole page in one go, before anything is shown, instead of a first paint of the top followed by
    // 100-450 ms tasks (at 4x CPU slowdown) laying out each later chunk as it arrives while the visitor could already
    // tap. Engines that do not know `rel=expect` ignore it.
    <link key="expect-footer" rel="expect" href={`#${FOOTER_ID}`} blocking="render" />,
  ]);
};
