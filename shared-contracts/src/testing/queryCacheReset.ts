// Component tests share the page's query client as the areas do; each test starts with it empty,
// so one test's answers are never another's cache.
import { pageQueryClient } from '../react/queryCache';

afterEach(() => pageQueryClient().clear());
