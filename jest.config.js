/** Unit tests only; browser tests live in tests/e2e and run under Playwright. */

/** SWC compiles TypeScript, JSX and the ES modules below for Jest, several times faster than Babel. */
const swc = (syntax) => [
  "@swc/jest",
  {
    jsc: {
      parser: syntax === "typescript" ? { syntax, tsx: true } : { syntax, jsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
  },
];

module.exports = {
  // Most tests render nothing. A test file that needs a DOM says so in its first lines: `@jest-environment jsdom`.
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  // Built output, which `npm test` writes while the unit tests run.
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/.netlify/", "<rootDir>/reports/"],
  transform: {
    "^.+\\.tsx?$": swc("typescript"),
    "^.+\\.m?jsx?$": swc("ecmascript"),
  },
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/tests/support/gatsby-mock.tsx",
    // Gatsby's webpack gives its router this name too.
    "^@reach/router$": "@gatsbyjs/reach-router",
    "/motion/use-[a-z-]+-motion$": "<rootDir>/tests/support/no-motion.ts",
    "\\.css$": "identity-obj-proxy",
    "\\.(svg|png|jpe?g|webp|avif|mp4|webm)$": "<rootDir>/tests/support/file-stub.js",
  },
  // Gatsby and gsap ship ES modules that Jest must compile.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-image|gsap)/)"],
  setupFiles: ["<rootDir>/tests/support/loader-shim.js"],
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-setup.ts"],
};
