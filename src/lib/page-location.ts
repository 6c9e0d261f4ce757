/** Full-page navigation, behind an object so tests can spy on it (jsdom's location cannot be mocked). */
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
