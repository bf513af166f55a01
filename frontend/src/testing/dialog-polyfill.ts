// jsdom has <dialog> and its open attribute but not showModal(), close() or the Escape that cancels the top modal.
const modals: HTMLDialogElement[] = [];

HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
  modals.push(this);
};

HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (modals.includes(this)) modals.splice(modals.indexOf(this), 1);
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// On window, so the page's own keydown handlers run first, and like the browser only when none prevented it.
window.addEventListener('keydown', (event) => {
  const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});
