// The modal Dialog (docs/PRODUCT.md §8): Escape and the backdrop ask the owner to close it; only the topmost dialog answers.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../dialog';

function ImageOverEntries({ closeEntries, closeImage }: { closeEntries: () => void; closeImage: () => void }) {
  const [image, setImage] = useState(false);
  return (
    <Dialog title="Sleep logs" onClose={closeEntries}>
      <button type="button" onClick={() => setImage(true)}>
        View image
      </button>
      {image && (
        <Dialog title="Image" onClose={closeImage}>
          <p>photo</p>
        </Dialog>
      )}
    </Dialog>
  );
}

test('Escape closes only the topmost dialog (an image over the edit modal)', async () => {
  const closeEntries = jest.fn();
  const closeImage = jest.fn();
  render(<ImageOverEntries closeEntries={closeEntries} closeImage={closeImage} />);
  await userEvent.click(screen.getByRole('button', { name: 'View image' }));
  expect(screen.getByRole('dialog', { name: 'Image' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(closeImage).toHaveBeenCalledTimes(1);
  expect(closeEntries).not.toHaveBeenCalled();
});

test('a press on the backdrop closes it; a press on the panel or its scrollbar does not', () => {
  const onClose = jest.fn();
  render(
    <Dialog title="Image" onClose={onClose}>
      <p>photo</p>
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Image' });
  jest.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 400, height: 300 }));
  fireEvent.mouseDown(dialog, { clientX: 490, clientY: 200 });
  fireEvent.mouseDown(screen.getByText('photo'), { clientX: 200, clientY: 200 });
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.mouseDown(dialog, { clientX: 50, clientY: 200 });
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('adds no banner landmark: the page has its own (axe: landmark-no-duplicate-banner)', () => {
  render(
    <Dialog title="Image" onClose={jest.fn()}>
      <p>photo</p>
    </Dialog>,
  );
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Image' }).querySelector('header')).toBeNull();
});
