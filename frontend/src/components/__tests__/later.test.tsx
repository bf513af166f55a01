// A block of the page the app started on draws a few tasks after the page around it, an empty box marked as still
// drawing in its place meanwhile (components/later.tsx); on any other page, at once.
import { render, screen } from '@testing-library/react';
import { markFirstPage } from '@/lib/first-page';
import { Later } from '../later';

const page = () =>
  render(
    <main>
      <h1>The page</h1>
      <Later tasks={2}>
        <p>The heavy block</p>
      </Later>
    </main>,
  );

test('on a page the app did not start on, the block draws at once', () => {
  markFirstPage('/somewhere-else');
  page();
  expect(screen.getByText('The heavy block')).toBeInTheDocument();
  expect(document.querySelector('[data-drawing]')).toBeNull();
});

test('on the page the app started on, an empty box marked as drawing first, then the block', async () => {
  markFirstPage(window.location.pathname);
  page();
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(screen.queryByText('The heavy block')).not.toBeInTheDocument();
  expect(document.querySelector('main > [data-drawing]')).toBeEmptyDOMElement();

  expect(await screen.findByText('The heavy block')).toBeInTheDocument();
  expect(document.querySelector('[data-drawing]')).toBeNull();
});

test("a fallback of the block's own size stands in its place when given", async () => {
  markFirstPage(window.location.pathname);
  render(
    <Later tasks={1} fallback={<header data-testid="bar-box" />}>
      <header>The bar</header>
    </Later>,
  );
  expect(screen.getByTestId('bar-box')).toBeInTheDocument();
  expect(document.querySelector('[data-drawing]')).toBeNull();
  expect(await screen.findByText('The bar')).toBeInTheDocument();
  expect(screen.queryByTestId('bar-box')).not.toBeInTheDocument();
});
