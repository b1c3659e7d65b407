import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { restoreSession } from './session/auth';

// Without a stored user the session check (GET /api/session, routing/Guard.tsx) starts now, before
// the first render: every later request of a protected page waits for it (issue 12, the
// environment home's chain of requests). Once per page load; the guard gets the same answer.
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root non trovato');
const root = createRoot(container);
// The first render as a transition: React renders in slices and yields to the browser between
// them instead of one long task (issue 12, Lighthouse total blocking time); the page shown in
// index.html stays until the render is committed.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
