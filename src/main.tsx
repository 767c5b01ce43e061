import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The app shell (issue 3) mounts here.
createRoot(document.getElementById('root')!).render(<StrictMode>{null}</StrictMode>);
