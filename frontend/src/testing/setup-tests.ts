// Runs before every web test: DOM matchers, and a clean browser storage per test.
import '@testing-library/jest-dom';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
