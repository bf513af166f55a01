// An entry's image as something an <img> can show: fetched with the bearer token and kept as an object URL (docs/PRODUCT.md "Image view").
import { useEffect, useState } from 'react';
import { api, ApiError, type BlobResponse } from '@/lib/api-client';

/**
 * Where an image_url is read from. A storage path ('images/<user>/<file>') becomes the API's
 * /images/{path}, and a same-origin '/api/...' address goes through the API client as well, both with the
 * bearer token. Any other address (a full URL) is shown as is, without the token: it never leaves this origin.
 */
export function imageSource(imageUrl: string): { apiPath: string } | { url: string } {
  if (/^[a-z][a-z0-9+.-]*:/i.test(imageUrl) || imageUrl.startsWith('//')) return { url: imageUrl };
  if (imageUrl.startsWith('/api/')) return { apiPath: imageUrl.slice('/api'.length) };
  const path = imageUrl.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return { apiPath: `/images/${path}` };
}

export type ImageState =
  | { status: 'loading' }
  | { status: 'ready'; src: string }
  /** The call failed; httpStatus when the server answered. */
  | { status: 'failed'; httpStatus?: number };

export function useImageSource(imageUrl: string): ImageState {
  const [state, setState] = useState<ImageState>({ status: 'loading' });

  useEffect(() => {
    const source = imageSource(imageUrl);
    if ('url' in source) {
      setState({ status: 'ready', src: source.url });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    let objectUrl: string | null = null;
    api
      .get<BlobResponse>(source.apiPath, { responseType: 'blob', signal: controller.signal })
      .then(({ blob }) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', src: objectUrl });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', httpStatus: error instanceof ApiError ? error.status : undefined });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl]);

  return state;
}
