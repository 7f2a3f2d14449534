// Child process for the shutdown test: the real server entry point, from the TypeScript sources.
require('./swc-register.cjs');
require('reflect-metadata');
require('../main.ts');
