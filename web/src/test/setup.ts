import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s): a lazy chunk imported on a loaded CI
// machine can take longer than a second, and a test should fail on a wrong screen, not on a slow one.
configure({ asyncUtilTimeout: 5000 });
