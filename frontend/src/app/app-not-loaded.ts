// What a person sees when the app's own code does not arrive after the first script ran (a dropped connection, or a
// release replacing the files mid-load): the error notice's words and a reload button, drawn without React, which is in
// the code that did not arrive.
export const APP_NOT_LOADED = {
  title: 'Something went wrong',
  text: "The app's code did not arrive. Check your connection, then reload the page.",
  reload: 'Reload page',
} as const;

export function showAppNotLoaded(root: HTMLElement): void {
  const section = document.createElement('section');
  section.className = 'card stack error-notice';
  section.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = APP_NOT_LOADED.title;
  const text = document.createElement('p');
  text.className = 'muted';
  text.textContent = APP_NOT_LOADED.text;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-primary';
  reload.textContent = APP_NOT_LOADED.reload;
  reload.addEventListener('click', () => window.location.reload());
  section.append(title, text, reload);
  const page = document.createElement('div');
  page.className = 'page page-narrow';
  page.append(section);
  root.replaceChildren(page);
}
