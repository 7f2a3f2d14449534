// Lets a child process require the api's TypeScript sources directly, compiled by SWC with
// decorator metadata (as jest does). Used by tests that need a real separate process.
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
    // import() stays import(), as in jest.config.js (the server renderer loads the web build's ES module).
    module: { type: 'commonjs', ignoreDynamic: true },
  });
  module._compile(code, filename);
};
