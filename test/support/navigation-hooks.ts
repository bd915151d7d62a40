/** Records the widgets' navigations instead of leaving the test page. Importing this file installs beforeEach and afterEach hooks. */
import { pageNavigation } from '../../src/api/navigate.js';

export const navigations: string[] = [];
const realAssign = pageNavigation.assign;

beforeEach(() => {
  navigations.length = 0;
  pageNavigation.assign = (url) => navigations.push(url);
});

afterEach(() => {
  pageNavigation.assign = realAssign;
});
