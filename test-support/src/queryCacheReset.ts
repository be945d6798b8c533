// Component tests share the page's query client as the areas do; each test starts with it empty,
// so one test's answers are never another's cache. The test's components are unmounted first:
// a mounted query whose cache is cleared reads again, and its answer would be the next test's.
import { cleanup } from '@testing-library/react';
import { pageQueryClient } from 'react-kit';

afterEach(() => {
  cleanup();
  pageQueryClient().clear();
});
