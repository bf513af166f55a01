// Where the AWS SDK may be imported in functions/: only the data layer (the table) and the providers (S3, SES,
// Bedrock, Secrets Manager, Lambda). Everything else reaches AWS through them, so a use case never builds a command
// (docs/ARCHITECTURE.md "Layers"). A CommonJS module so that eslint.config.mjs and a unit test share the one block.
module.exports = {
  files: ['functions/**/*.ts'],
  ignores: ['functions/data/**', 'functions/providers/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@aws-sdk/*'],
            message: 'Only functions/data and functions/providers import the AWS SDK: call a data or provider function instead.',
          },
        ],
      },
    ],
  },
};
