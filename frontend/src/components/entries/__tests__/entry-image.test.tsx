// The image viewer (docs/PRODUCT.md "Image view", §8): fetched with the bearer token as a blob, shown by object URL, two error texts.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntryImage, EntryImageThumbnail } from '@/components/entries';
import { imageSource } from '../use-image-source';
import { installApi, pathOf } from './fixtures';

const createObjectURL = jest.fn(() => 'blob:http://localhost/photo-1');
const revokeObjectURL = jest.fn();

beforeEach(() => {
  localStorage.setItem('token', 'access-token');
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

test('a storage path is read from /api/images/{path}; other addresses are used as they are', () => {
  expect(imageSource('images/U1/photo.jpg')).toEqual({ apiPath: '/images/images/U1/photo.jpg' });
  expect(imageSource('/api/images/U1/photo.jpg')).toEqual({ apiPath: '/images/U1/photo.jpg' });
  expect(imageSource('https://cdn.example.com/a.png')).toEqual({ url: 'https://cdn.example.com/a.png' });
});

test('fetches the image with the bearer token and shows it by object URL, revoked on unmount', async () => {
  const { requests } = installApi(() => ({ status: 200, body: 'PNGDATA', headers: { 'Content-Type': 'image/png' } }));
  const { unmount } = render(<EntryImage imageUrl="images/U1/photo.jpg" alt="Breakfast" />);
  const img = await screen.findByRole('img', { name: 'Breakfast' });
  expect(img).toHaveAttribute('src', 'blob:http://localhost/photo-1');
  expect(pathOf(requests[0])).toBe('/api/images/images/U1/photo.jpg');
  expect(requests[0].headers.Authorization).toBe('Bearer access-token');
  unmount();
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/photo-1');
});

test("a failed load says 'Failed to load image' with the status", async () => {
  installApi(() => ({ status: 404, body: { detail: 'Not found.' } }));
  render(<EntryImage imageUrl="images/U1/gone.jpg" alt="Lunch" />);
  expect(await screen.findByText('Failed to load image (404)')).toBeInTheDocument();
  expect(createObjectURL).not.toHaveBeenCalled();
});

test("bytes the browser cannot show say 'Image failed to display'", async () => {
  installApi(() => ({ status: 200, body: 'not an image' }));
  render(<EntryImage imageUrl="images/U1/broken.jpg" alt="Dinner" />);
  fireEvent.error(await screen.findByRole('img', { name: 'Dinner' }));
  expect(screen.getByText('Image failed to display')).toBeInTheDocument();
});

test('a thumbnail opens the full image in a dialog without a second call', async () => {
  const { requests } = installApi(() => ({ status: 200, body: 'PNGDATA' }));
  render(<EntryImageThumbnail imageUrl="images/U1/photo.jpg" label="Two eggs" />);
  await userEvent.click(await screen.findByRole('button', { name: 'View image: Two eggs' }));
  const dialog = screen.getByRole('dialog', { name: 'Image' });
  expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Two eggs');
  expect(requests).toHaveLength(1);
});
