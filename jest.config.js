/** Unit tests only; browser tests live in tests/e2e and run under Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  // Built output, which `npm test` writes while the unit tests run.
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/.netlify/"],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/tests/support/jest-preprocess.js" },
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
