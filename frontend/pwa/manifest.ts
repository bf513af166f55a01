// The web app manifest (what an installed Tend is called and looks like): written into the build as
// /manifest.webmanifest by ./vite-plugin.ts, so its name and colours have one source. docs/OFFLINE.md.
import { PRODUCT_NAME } from '../../shared/brand';
import { paths } from '../../shared/app-paths';

/** The header's and the icons' teal (tokens.css --color-accent): the browser's toolbar and the splash screen. */
export const THEME_COLOR = '#0f766e';
/** The page's background (tokens.css --color-bg): the splash screen behind the icon while the app starts. */
const BACKGROUND_COLOR = '#f5f7f6';

export const webManifest = {
  id: '/',
  name: PRODUCT_NAME,
  short_name: PRODUCT_NAME,
  description: 'A personal health tracker: log food, sleep, activity and mood in plain words or a photo.',
  // The installed app opens on the dashboard; a signed-out person is sent on to the sign-in page.
  start_url: paths.dashboard,
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;
