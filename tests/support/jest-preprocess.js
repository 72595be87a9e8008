// Gatsby's unit-testing guide: compile tests with Gatsby's own Babel preset.
const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
