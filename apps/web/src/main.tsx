// The web fonts' faces are declared before the first paint; only the unicode-range subsets a page
// uses are fetched.
import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { bootstrap } from './app/bootstrap.ts';
import { createRouter } from './app/router.tsx';
import { redrawTextWhenFontsLoad } from './shared/ui/font-loading.ts';

async function main(): Promise<void> {
  redrawTextWhenFontsLoad(document);
  await bootstrap();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
}

void main();
