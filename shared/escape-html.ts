// Text made safe to put in HTML (an element's content or a quoted attribute): the five characters HTML gives meaning.
// One copy for every page and e-mail the server writes (reset and sign-up mails, reminder mails, the local checkout
// pages, a share link's summary).
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
