import { configure } from '@testing-library/react';

// The whole app renders in these tests on a shared two-core machine: findBy* and waitFor get
// more than their 1 s default before they call a screen missing.
configure({ asyncUtilTimeout: 5000 });
