/** Page-level browser actions, in one module so tests can replace them (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
