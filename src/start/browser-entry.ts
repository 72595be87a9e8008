import { nextTask } from "./next-task";

// The built site's browser entry, in place of Gatsby's own (`.cache/production-app`, which gatsby-node.ts points the
// `gatsby-production-app` alias at). Webpack runs the entry in the task that evaluates whichever of the app and
// framework bundles arrives last, and Gatsby's entry imports React DOM: that bundle's evaluation, React DOM's and
// Gatsby's start-up made one task of 50-90 ms on a phone, long enough to block a tap. Here each runs in a task of
// its own. Both modules stay in the bundles they were in ("eager" adds no request).
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ "react-dom/client"))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ "gatsby-production-app"));
