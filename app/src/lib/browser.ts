/**
 * Leaving the app for another page (the login service, a download). One seam, so tests can observe
 * the hand-over without jsdom trying to navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
