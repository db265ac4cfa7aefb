/**
 * Handing a URL to the browser: a download (the file goes to disk, the page stays) or another
 * product in a new tab. One seam, so tests can observe it without jsdom trying to navigate.
 */
export const downloads = {
  /** Starts a browser download of `url` as a click on a download link would. */
  start(url: string): void {
    const link = document.createElement('a');
    link.href = url;
    // A download link never replaces the page, even when the answer is an error.
    link.download = '';
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  },
  /** Opens another product's page in a new tab. */
  open(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
