import type { GatsbyBrowser } from "gatsby";
import { leaveFirstPage } from "./src/motion/first-page";
import { markScriptsStarted } from "./src/motion/start-states";
import "./src/styles/global.css";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => markScriptsStarted();

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) leaveFirstPage();
};
