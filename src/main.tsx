import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { boot } from './app/boot';
import { registerServiceWorker } from './app/service-worker';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void boot().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
});
