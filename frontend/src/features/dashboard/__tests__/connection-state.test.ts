// The API connection state (docs/PRODUCT.md §4): idle, connecting, connected, failed on a network error or status 500 or above.
import { ApiError } from '@/lib/api-client';
import { bannerText, connectionState, loadFailureText } from '../connection-state';

const network = new ApiError('Network error - unable to reach server', { reason: 'network' });
const timeout = new ApiError('Network error - unable to reach server', { reason: 'timeout' });
const server = new ApiError('Server error - please try again later', { status: 503 });
const notFound = new ApiError('Resource not found', { status: 404 });
const expired = new ApiError('Authentication failed - please login again', { status: 401 });

test('idle before any load, connecting during one, then connected or failed', () => {
  expect(connectionState({ loading: false, loaded: false, errors: [] })).toBe('idle');
  expect(connectionState({ loading: true, loaded: false, errors: [] })).toBe('connecting');
  expect(connectionState({ loading: true, loaded: true, errors: [network] })).toBe('connecting');
  expect(connectionState({ loading: false, loaded: true, errors: [] })).toBe('connected');
  expect(connectionState({ loading: false, loaded: true, errors: [notFound, expired] })).toBe('connected');
  expect(connectionState({ loading: false, loaded: true, errors: [network] })).toBe('failed');
  expect(connectionState({ loading: false, loaded: true, errors: [timeout] })).toBe('failed');
  expect(connectionState({ loading: false, loaded: true, errors: [new ApiError('x', { status: 500 })] })).toBe('failed');
});

test('the banner text names the cause: session first, then the connection, then the server', () => {
  expect(bannerText([server, network, expired])).toBe('Session expired. Please refresh the page and login again.');
  expect(bannerText([server, network])).toBe('Unable to connect to server. Please check your internet connection.');
  expect(bannerText([server])).toBe('Server is experiencing issues. Please try again in a moment.');
  expect(bannerText([notFound])).toBeNull();
});

test('all seven failing and some failing have their own texts', () => {
  expect(loadFailureText(0, 7)).toBeNull();
  expect(loadFailureText(3, 7)).toBe('Failed to load health data.');
  expect(loadFailureText(7, 7)).toBe('Unable to load any data. Please check your connection and try again.');
});
