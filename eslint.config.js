// Lint is where the architecture's boundaries are enforced, not hoped for (docs/ARCHITECTURE.md,
// "Layers"): the rules core imports nothing of ours and no platform
// API, contracts import only the rules, web features never import one another, the web's
// shared game code imports no feature, its plumbing (lib/, components/) no game code, and
// only its api/ files call the server.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** One config block per web feature: it may import itself, shared code, never a sibling. */
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}(/|$))`,
            message:
              'Features must not import each other; move game code they share to src/shared.',
          },
          {
            regex: '^\\.\\./\\.\\./',
            message: 'Leave a feature through the @/ alias, never with ../../.',
          },
        ],
      },
    ],
  },
}));

const web = 'apps/web/src';
/** An import of a feature, by the @/ alias or by a relative path that climbs to it. */
const noFeature = {
  regex: '^(@/|(\\.\\./)+)features(/|$)',
  message: 'shared/, lib/ and components/ import no feature: features import them, not back.',
};
/** An import of the game's shared code, by the alias or a relative path. */
const noSharedGame = {
  regex: '^(@/|(\\.\\./)+)shared(/|$)',
  message: 'lib/ and components/ are plumbing and know no game: move this code to src/shared.',
};

/**
 * The web's layers under the features: src/shared (game code and UI several features use)
 * imports no feature; src/lib (plumbing) and src/components (the generic UI kit) import
 * neither a feature nor src/shared. Their tests too.
 */
const webLayers = [
  {
    files: [`${web}/shared/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeature] }] },
  },
  {
    files: [`${web}/lib/**/*.{ts,tsx}`, `${web}/components/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeature, noSharedGame] }] },
  },
];

/**
 * Where the web calls the server: apiRequest (and apiRequestWithHeaders) only in an api/
 * file, which declares each read as a query and each write as a useMutation
 * (docs/ARCHITECTURE.md, "How a request flows"), so no screen or flow calls the server by
 * hand. Besides the features' api/ folders: src/shared's queries and the shared writes
 * that sit with their flows (card actions, guidance), the parsing of a fought duel, and
 * the plumbing that must (Google's start, the sign-in options, the health probe). Its own
 * rule name, typescript-eslint's copy of no-restricted-imports: a flat config's later block
 * replaces a rule's options rather than merging them, and the layer blocks above already
 * set no-restricted-imports for these files.
 */
const serverCallsInApiFiles = {
  files: [`${web}/**/*.{ts,tsx}`],
  ignores: [
    `${web}/**/api/**`,
    `${web}/shared/queries/**`,
    `${web}/shared/card-actions/ascend-battle-card.ts`,
    `${web}/shared/card-actions/purge-battle-card.ts`,
    `${web}/shared/guidance/mark-guidance.ts`,
    `${web}/lib/call-endpoint.ts`,
    `${web}/lib/call-endpoint.test.ts`,
    `${web}/lib/google-flow.ts`,
    `${web}/lib/auth-options-query.ts`,
    `${web}/lib/use-connection-recovery.ts`,
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)api-client$',
            importNames: ['apiRequest', 'apiRequestWithHeaders'],
            message:
              'Call the server from an api/ file: a query for a read, a useMutation for a write.',
          },
          {
            regex: '(^|/)call-endpoint$',
            importNames: ['callEndpoint'],
            message:
              'Call the server from an api/ file: a query for a read, a useMutation for a write.',
          },
        ],
      },
    ],
  },
};

const server = 'apps/server/src';
const noSqlOutsideRepositories = {
  regex: '^drizzle-orm|/db/schema$|/db/[a-z-]+-schema$',
  message: 'SQL and tables live in repositories/: call a repository function.',
};
const noRowLocks = {
  regex: '/repositories/row-locks$',
  message: 'Take row locks through Locks (services/transaction.ts): it keeps the one lock order.',
};
const routesCallServices = {
  regex: '/repositories/',
  message: 'Routes call services; services call repositories.',
};

/**
 * The server's layers: only repositories hold SQL and import the tables (the database
 * layer and better-auth's adapter set-up also see them); row locks are taken only through
 * the lock helper; routes reach data only through services. Tests may set up rows directly.
 */
const serverLayers = [
  {
    files: [`${server}/**/*.ts`],
    ignores: [
      `${server}/repositories/**`,
      `${server}/db/**`,
      `${server}/auth/**`,
      `${server}/test/**`,
      `${server}/**/*.test.ts`,
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noSqlOutsideRepositories, noRowLocks] }],
    },
  },
  {
    files: [`${server}/routes/**/*.ts`],
    ignores: [`${server}/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noSqlOutsideRepositories, noRowLocks, routesCallServices] },
      ],
    },
  },
  {
    files: [`${server}/services/transaction.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noSqlOutsideRepositories] }],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
      // Fastify plugins and handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/game-rules/src/**/*.ts'],
    ignores: ['packages/game-rules/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@alchemy/',
              message: 'game-rules is the bottom layer: it imports nothing of ours.',
            },
            { regex: '^(node:|fs$|path$|crypto$|os$)', message: 'game-rules does no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'Pass time in; the rules core is deterministic.' },
        { name: 'fetch', message: 'The rules core does no I/O.' },
        { name: 'window', message: 'The rules core has no DOM.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded rng in game-rules.' },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@alchemy/(server|web)', message: 'contracts sit below the apps.' },
            { regex: '^(node:|fs$|path$)', message: 'contracts are shared with the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...featureBoundaries,
  ...webLayers,
  serverCallsInApiFiles,
  ...serverLayers,
);
