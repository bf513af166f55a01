// The browser entry: global styles first (so feature and layout styles can refine them), the opened page's loads
// (app/boot-loads.ts), then the app into #root.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startBootLoads } from '@/app/boot-loads';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startBootLoads(window.location);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
