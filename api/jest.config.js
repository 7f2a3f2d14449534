/** Jest for the api: SWC with decorator metadata (type-graphql needs it), real databases. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        // import() stays import(): the server-render tests load the web build's ES module (storefront/server-render.ts).
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
  },
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
