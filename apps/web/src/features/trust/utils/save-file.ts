/** Hands text to the browser as a download (a blob address, so nothing personal ever sits in a URL). */
export function saveFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
