// Not the lint configuration (that is eslint.config.js). import-x/no-unused-modules lists the project's
// files with ESLint's legacy file enumerator, which refuses to run without a legacy config file; this empty
// one satisfies it (see eslint.config.js, "Dead-code detection").
module.exports = { root: true, ignorePatterns: ['**/dist/**', '**/node_modules/**'] };
