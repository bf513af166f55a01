// Every route path of the web app (docs/PRODUCT.md §2): shared/app-paths.ts, where the local runtime reads them too.
export { loginView, paths } from '@shared/app-paths';
